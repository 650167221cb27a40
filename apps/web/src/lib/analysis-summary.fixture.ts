import type { AnalysisSummary } from '@tailor/contracts'

/** A list row for tests: blank labels and no scores unless given. */
export function summary(overrides: Partial<AnalysisSummary> = {}, personalName = ''): AnalysisSummary {
  return {
    uuid: 'a1',
    applicant_name: '',
    tailored_resume_data: {
      resume_data: { personal_information: { name: personalName } },
      highlights: { tailoring_level: 50 },
      match_scores: { overall: 0 },
      job_analysis: null,
      professional_title: '',
    },
    extracted_job_title: '',
    extracted_company_name: '',
    created_at: '2025-03-05T10:00:00Z',
    overall_match_score: null,
    skills_match_score: null,
    download_url: '/api/v1/resume/analyses/a1/download/',
    ai: null,
    ...overrides,
  }
}
