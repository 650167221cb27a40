import type { JobAnalysis, MatchScores, ResumeData } from '@tailor/contracts'
import { describe, expect, it } from 'vitest'
import { breakdownRows, describeChangePath, mustHaveSkills, otherMissing, scoreVerdict } from './insights.ts'

const scores: MatchScores = {
  kind: 'match',
  overall: 61,
  breakdown: { hard_skills: 57, soft_skills: 25, title: 100, experience: 50, education: 100, keywords: 100 },
  ats: null,
  matched_keywords: ['Python', 'PostgreSQL'],
  missing_keywords: [
    { keyword: 'Terraform', importance: 'required' },
    { keyword: 'GraphQL', importance: 'preferred' },
    { keyword: 'Leadership', importance: 'soft' },
  ],
  suggestions: [],
}

const skill = (label: string) => ({ id: label.toLowerCase(), label, category: 'tool' as const })
const job: JobAnalysis = {
  job_title: 'Backend Engineer',
  company: 'Acme',
  seniority: null,
  years_experience: null,
  education_level: null,
  required_skills: [skill('Python'), skill('PostgreSQL'), skill('terraform')],
  preferred_skills: [skill('GraphQL')],
  soft_skills: [],
  keywords: [],
  responsibilities: [],
}

const resume = {
  work_experience: [{ title: 'Engineer', company: 'Fintrust', dates: '', achievements: [] }],
} as unknown as ResumeData

describe('breakdownRows', () => {
  it('lists the six match parts in order', () => {
    expect(breakdownRows(scores).map((row) => [row.label, row.value])).toEqual([
      ['Hard skills', 57],
      ['Soft skills', 25],
      ['Job title', 100],
      ['Experience', 50],
      ['Education', 100],
      ['Keywords', 100],
    ])
  })

  it('keeps a part the job does not ask about as null, never as a score', () => {
    const notAsked: MatchScores = { ...scores, breakdown: { ...scores.breakdown!, experience: null } }
    expect(breakdownRows(notAsked).find((row) => row.label === 'Experience')?.value).toBeNull()
  })

  it('lists the ATS checks when there was no job description', () => {
    const ats: MatchScores = {
      ...scores,
      kind: 'ats',
      breakdown: null,
      ats: { contact: 50, sections: 0, dates: 10, quantified: 0, length: 1 },
    }
    expect(breakdownRows(ats).map((row) => row.label)).toEqual([
      'Contact details',
      'Sections',
      'Dates',
      'Quantified results',
      'Length',
    ])
  })
})

describe('mustHaveSkills', () => {
  it('splits the required skills by whether the engine found them missing, ignoring case', () => {
    expect(mustHaveSkills(job, scores)).toEqual({ matched: ['Python', 'PostgreSQL'], missing: ['terraform'] })
  })

  it('is null without a job or without required skills', () => {
    expect(mustHaveSkills(null, scores)).toBeNull()
    expect(mustHaveSkills({ ...job, required_skills: [] }, scores)).toBeNull()
  })
})

describe('otherMissing', () => {
  it('groups the rest by importance and drops empty groups', () => {
    expect(otherMissing(scores.missing_keywords)).toEqual([
      { label: 'Nice to have', keywords: ['GraphQL'] },
      { label: 'Soft skills', keywords: ['Leadership'] },
    ])
  })
})

describe('scoreVerdict', () => {
  it('words the match and ATS scores', () => {
    expect(scoreVerdict({ ...scores, overall: 85 })).toBe('Strong match for this job')
    expect(scoreVerdict({ ...scores, overall: 61 })).toBe('Partial match')
    expect(scoreVerdict({ ...scores, kind: 'ats', overall: 13 })).toBe('Needs work before it goes to an ATS')
  })
})

describe('describeChangePath', () => {
  it('names the role of a bullet and counts from 1', () => {
    expect(describeChangePath('work_experience[0].achievements[2]', resume)).toBe(
      'Engineer at Fintrust · bullet 3',
    )
    expect(describeChangePath('work_experience[0].achievements', resume)).toBe(
      'Engineer at Fintrust · bullet order',
    )
    expect(describeChangePath('work_experience[4].achievements[0]', resume)).toBe('Experience 5 · bullet 1')
  })

  it('names sections and falls back to readable words', () => {
    expect(describeChangePath('skills', resume)).toBe('Skills')
    expect(describeChangePath('skills[3]', resume)).toBe('Skills')
    expect(describeChangePath('professional_summary', resume)).toBe('Professional summary')
    expect(describeChangePath('personal_information.position', resume)).toBe('Position/Title')
    expect(describeChangePath('references[0].name', resume)).toBe('references 0 name')
  })
})
