import { type AnalysisRecord, emptyResumeData } from '@tailor/contracts'
import { describe, expect, it } from 'vitest'
import { describeAnalysis } from './describe-analysis.ts'

function record(overrides: Partial<AnalysisRecord> = {}, personalName = ''): AnalysisRecord {
  const resume = emptyResumeData()
  resume.personal_information.name = personalName
  return {
    uuid: 'a1',
    applicant_name: '',
    tailored_resume_data: {
      resume_data: resume,
      highlights: { position: '', tailoring_level: 50 },
      match_scores: {
        kind: 'match',
        overall: 0,
        breakdown: null,
        ats: null,
        matched_keywords: [],
        missing_keywords: [],
        suggestions: [],
      },
      job_analysis: null,
      professional_title: '',
    },
    extracted_job_title: '',
    extracted_company_name: '',
    created_at: '2025-03-05T10:00:00Z',
    updated_at: '2025-03-05T10:00:00Z',
    overall_match_score: null,
    skills_match_score: null,
    template: 'modern',
    tailoring_level: 50,
    download_url: '/api/v1/resume/analyses/a1/download/',
    changes: [],
    report: null,
    ...overrides,
  }
}

describe('describeAnalysis', () => {
  it('uses the record fields when they are present', () => {
    const row = describeAnalysis(
      record({
        applicant_name: 'Ana Lima',
        extracted_job_title: 'Data Analyst',
        extracted_company_name: 'Contoso',
        overall_match_score: 91,
        skills_match_score: 60,
      }),
    )
    expect(row).toMatchObject({
      id: 'a1',
      applicantName: 'Ana Lima',
      jobTitle: 'Data Analyst',
      companyName: 'Contoso',
      matchScore: 91,
      downloadUrl: '/api/v1/resume/analyses/a1/download/',
    })
  })

  it('falls back to the resume name, then "Unknown Applicant"', () => {
    expect(describeAnalysis(record({}, 'Rui Costa')).applicantName).toBe('Rui Costa')
    expect(describeAnalysis(record({ applicant_name: '  ' }, ' ')).applicantName).toBe('Unknown Applicant')
  })

  it('falls back to "Untitled Position" and "Unknown Company"', () => {
    const row = describeAnalysis(record())
    expect(row.jobTitle).toBe('Untitled Position')
    expect(row.companyName).toBe('Unknown Company')
  })

  it('uses the skills score when the overall score is absent, then 0', () => {
    expect(describeAnalysis(record({ skills_match_score: 72 })).matchScore).toBe(72)
    expect(describeAnalysis(record()).matchScore).toBe(0)
    expect(describeAnalysis(record({ overall_match_score: 0, skills_match_score: 72 })).matchScore).toBe(0)
  })
})
