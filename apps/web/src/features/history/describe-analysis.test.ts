import { describe, expect, it } from 'vitest'
import { summary } from '../../lib/analysis-summary.fixture.ts'
import { describeAnalysis } from './describe-analysis.ts'

describe('describeAnalysis', () => {
  it('shows the labels, the date and the download link of a record', () => {
    const row = describeAnalysis(
      summary({
        applicant_name: 'Ana Lima',
        extracted_job_title: 'Data Analyst',
        extracted_company_name: 'Contoso',
        overall_match_score: 91,
        skills_match_score: 60,
        ai: { model: 'llama3.1' },
      }),
    )
    expect(row).toEqual({
      id: 'a1',
      applicantName: 'Ana Lima',
      jobTitle: 'Data Analyst',
      companyName: 'Contoso',
      matchScore: 91,
      createdAt: '2025-03-05T10:00:00Z',
      downloadUrl: '/api/v1/resume/analyses/a1/download/',
      aiModel: 'llama3.1',
    })
  })

  it('shows a missing match as 0, as the tables do', () => {
    expect(describeAnalysis(summary()).matchScore).toBe(0)
    expect(describeAnalysis(summary({ skills_match_score: 72 })).matchScore).toBe(72)
  })
})
