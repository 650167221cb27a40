import { emptyResumeData, type JobAnalysis, type MatchScores } from '@tailor/contracts'
import { describe, expect, it } from 'vitest'
import { analyzeJob } from '../job/analyze-job.ts'
import { scoreMatch } from '../match/score-match.ts'
import { keywordCoverage } from './keyword-coverage.ts'

const resume = (skills: string[], bullets: string[]) => {
  const data = emptyResumeData()
  data.skills = skills
  data.work_experience = [{ title: 'Analyst', company: 'Acme', dates: '2020 – 2023', achievements: bullets }]
  return data
}

describe('keywordCoverage', () => {
  it('reports nothing measurable for a user with no analyses', () => {
    expect(keywordCoverage([])).toEqual({
      technical_terms: null,
      action_verbs: null,
      industry_keywords: null,
      soft_skills: null,
    })
  })

  it('measures technical coverage from matched skills and action verbs from the bullets', () => {
    const job = analyzeJob(
      'Data Analyst\nRequirements: SQL, Python and Tableau. Strong communication skills.',
    )
    const data = resume(
      ['SQL', 'Python'],
      ['Built SQL reports for finance', 'Responsible for Python scripts'],
    )
    const coverage = keywordCoverage([{ resume: data, job, scores: scoreMatch(data, job) }])
    expect(coverage.technical_terms).toBeGreaterThan(0)
    expect(coverage.technical_terms).toBeLessThan(100)
    expect(coverage.action_verbs).toBe(50)
  })

  it('counts only bullets when the analysis had no job description', () => {
    const data = resume([], ['Led the audit', 'Led the migration'])
    const scores: MatchScores = scoreMatch(data, null)
    const coverage = keywordCoverage([{ resume: data, job: null as JobAnalysis | null, scores }])
    expect(coverage).toEqual({
      technical_terms: null,
      action_verbs: 100,
      industry_keywords: null,
      soft_skills: null,
    })
  })
})
