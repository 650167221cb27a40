import type { AnalysisRecord } from '@tailor/contracts'

/** Spec §3: the fallbacks for a record's applicant, job title, company and match. */
export function analysisLabels(record: AnalysisRecord) {
  return {
    applicant:
      record.applicant_name.trim() ||
      record.tailored_resume_data.resume_data.personal_information.name.trim() ||
      'Unknown Applicant',
    jobTitle: record.extracted_job_title.trim() || 'Untitled Position',
    company: record.extracted_company_name.trim() || 'Unknown Company',
    match: record.overall_match_score ?? record.skills_match_score ?? null,
  }
}
