import type { AnalysisRecord } from '@tailor/contracts'

export const unknownApplicant = 'Unknown Applicant'
export const untitledPosition = 'Untitled Position'
export const unknownCompany = 'Unknown Company'

/** What a table row shows of an analysis record. */
export interface AnalysisRow {
  id: string
  applicantName: string
  jobTitle: string
  companyName: string
  /** 0–100. */
  matchScore: number
  createdAt: string
  downloadUrl: string
}

const firstText = (...values: Array<string | null | undefined>) =>
  values.find((value) => value?.trim())?.trim()

/**
 * Spec §3 fallbacks: the applicant is applicant_name, then the resume's personal name, then "Unknown
 * Applicant"; the job title "Untitled Position"; the company "Unknown Company"; the match is the overall
 * score, then the skills score, then 0.
 */
export function describeAnalysis(record: AnalysisRecord): AnalysisRow {
  return {
    id: record.uuid,
    applicantName:
      firstText(
        record.applicant_name,
        record.tailored_resume_data?.resume_data?.personal_information?.name,
      ) ?? unknownApplicant,
    jobTitle: firstText(record.extracted_job_title) ?? untitledPosition,
    companyName: firstText(record.extracted_company_name) ?? unknownCompany,
    matchScore: record.overall_match_score ?? record.skills_match_score ?? 0,
    createdAt: record.created_at,
    downloadUrl: record.download_url,
  }
}
