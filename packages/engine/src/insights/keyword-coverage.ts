import type { JobAnalysis, MatchScores, ResumeData, SkillRef } from '@tailor/contracts'
import { startsWithActionVerb } from '../text/starts-with-action-verb.ts'

export type CoverageItem = { resume: ResumeData; job: JobAnalysis | null; scores: MatchScores }

/** Percent per category across a user's analyses, or null where there was nothing to measure. */
export type KeywordCoverage = {
  technical_terms: number | null
  action_verbs: number | null
  industry_keywords: number | null
  soft_skills: number | null
}

const percent = (hit: number, total: number) => (total ? Math.round((100 * hit) / total) : null)

/**
 * How well a user's resumes cover what their target jobs ask for, by category: technical terms (tools and
 * technologies), industry keywords (domain skills and other job keywords), soft skills, and the share of
 * achievement bullets that open with an action verb.
 */
export function keywordCoverage(items: CoverageItem[]): KeywordCoverage {
  const tally = { technical: [0, 0], industry: [0, 0], soft: [0, 0], verbs: [0, 0] }
  const count = (bucket: number[], hit: boolean) => {
    bucket[0]! += hit ? 1 : 0
    bucket[1]! += 1
  }
  for (const { resume, job, scores } of items) {
    for (const bullet of resume.work_experience.flatMap((w) => w.achievements)) {
      if (bullet.trim()) count(tally.verbs, startsWithActionVerb(bullet))
    }
    if (!job || scores.kind !== 'match') continue
    const matched = new Set(scores.matched_keywords.map((k) => k.toLowerCase()))
    const has = (label: string) => matched.has(label.toLowerCase())
    const hard: SkillRef[] = [...job.required_skills, ...job.preferred_skills]
    for (const skill of hard)
      count(skill.category === 'tool' ? tally.technical : tally.industry, has(skill.label))
    for (const keyword of job.keywords) count(tally.industry, has(keyword))
    for (const skill of job.soft_skills) count(tally.soft, has(skill.label))
  }
  return {
    technical_terms: percent(tally.technical[0]!, tally.technical[1]!),
    action_verbs: percent(tally.verbs[0]!, tally.verbs[1]!),
    industry_keywords: percent(tally.industry[0]!, tally.industry[1]!),
    soft_skills: percent(tally.soft[0]!, tally.soft[1]!),
  }
}
