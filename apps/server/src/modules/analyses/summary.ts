import type { AnalysisSummary } from '@tailor/contracts'
import type { AnalysisSummaryRow } from './repository.ts'
import { downloadUrl } from './service.ts'

/** A list row in the record's shape: what the dashboard and history tables read, nothing more. */
export function toAnalysisSummary(row: AnalysisSummaryRow): AnalysisSummary {
  return {
    uuid: row.id,
    applicant_name: row.applicantName,
    tailored_resume_data: {
      resume_data: { personal_information: { name: row.resumeName ?? '' } },
      highlights: { tailoring_level: row.tailoringLevel },
      match_scores: { overall: row.matchOverall },
      job_analysis:
        row.jobAnalysisTitle === null
          ? null
          : { job_title: row.jobAnalysisTitle, company: row.jobAnalysisCompany ?? '' },
      professional_title: row.position ?? '',
    },
    extracted_job_title: row.jobTitle,
    extracted_company_name: row.companyName,
    created_at: row.createdAt.toISOString(),
    overall_match_score: row.overallScore,
    skills_match_score: row.skillsScore,
    download_url: downloadUrl(row.id),
    ai: row.aiModel === null ? null : { model: row.aiModel },
  }
}
