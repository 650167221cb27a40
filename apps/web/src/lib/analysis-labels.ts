import type { AnalysisSummary } from '@tailor/contracts'

const firstText = (...values: Array<string | null | undefined>) =>
  values.find((value) => value?.trim())?.trim()

/**
 * docs/product.md § Entities: the applicant is applicant_name, then the resume's personal name, then
 * "Unknown Applicant"; the job title "Untitled Position"; the company "Unknown Company"; the match is the
 * overall score, then the skills score, else null — the tables show a missing match as 0 and the editor as
 * N/A, as the product describes each screen. A full record is a summary too, so both use this.
 */
export function analysisLabels(record: AnalysisSummary) {
  return {
    applicant:
      firstText(record.applicant_name, record.tailored_resume_data.resume_data.personal_information.name) ??
      'Unknown Applicant',
    jobTitle: firstText(record.extracted_job_title) ?? 'Untitled Position',
    company: firstText(record.extracted_company_name) ?? 'Unknown Company',
    match: record.overall_match_score ?? record.skills_match_score ?? null,
  }
}
