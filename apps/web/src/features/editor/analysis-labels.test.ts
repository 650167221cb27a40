import type { AnalysisRecord } from '@tailor/contracts'
import { describe, expect, it } from 'vitest'
import { analysisLabels } from './analysis-labels.ts'

function record(changes: Partial<AnalysisRecord>, name = ''): AnalysisRecord {
  return {
    uuid: 'a1',
    applicant_name: '',
    tailored_resume_data: {
      resume_data: {
        personal_information: { name, email: '', phone: '', linkedin: '', location: '', position: '' },
        professional_summary: '',
        work_experience: [],
        education: [],
        skills: [],
        certifications: [],
        references: [],
        projects: [],
        awards: [],
        publications: [],
        languages: [],
        volunteering: [],
        interests: [],
        other: [],
      },
      highlights: { position: '', tailoring_level: 50 },
      match_scores: {
        kind: 'ats',
        overall: 40,
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
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    overall_match_score: null,
    skills_match_score: null,
    template: 'modern',
    tailoring_level: 50,
    download_url: '/x',
    changes: [],
    report: null,
    ...changes,
  }
}

describe('analysisLabels', () => {
  it('uses the record values when present', () => {
    const labels = analysisLabels(
      record({
        applicant_name: 'Maria Lopez',
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

  it('falls back to the resume name, then the spec texts, and to the skills score for the match', () => {
    expect(analysisLabels(record({ skills_match_score: 57 }, 'Ada'))).toEqual({
      applicant: 'Ada',
      jobTitle: 'Untitled Position',
      company: 'Unknown Company',
      match: 57,
    })
    expect(analysisLabels(record({})).applicant).toBe('Unknown Applicant')
    expect(analysisLabels(record({})).match).toBeNull()
  })
})
