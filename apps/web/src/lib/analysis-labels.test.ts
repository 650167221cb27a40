import { describe, expect, it } from 'vitest'
import { analysisLabels } from './analysis-labels.ts'
import { summary } from './analysis-summary.fixture.ts'

describe('analysisLabels', () => {
  it('uses the record values when present', () => {
    const labels = analysisLabels(
      summary({
        applicant_name: ' Maria Lopez ',
        extracted_job_title: 'Backend Engineer',
        extracted_company_name: 'Acme',
        overall_match_score: 88,
        skills_match_score: 50,
      }),
    )
    expect(labels).toEqual({
      applicant: 'Maria Lopez',
      jobTitle: 'Backend Engineer',
      company: 'Acme',
      match: 88,
    })
  })

  it('falls back to the resume name, then the product texts, and to the skills score for the match', () => {
    expect(analysisLabels(summary({ skills_match_score: 57 }, 'Ada'))).toEqual({
      applicant: 'Ada',
      jobTitle: 'Untitled Position',
      company: 'Unknown Company',
      match: 57,
    })
    expect(analysisLabels(summary({ applicant_name: '  ' }, ' ')).applicant).toBe('Unknown Applicant')
  })

  it('keeps a zero overall score and reports a missing match as null', () => {
    expect(analysisLabels(summary({ overall_match_score: 0, skills_match_score: 72 })).match).toBe(0)
    expect(analysisLabels(summary()).match).toBeNull()
  })
})
