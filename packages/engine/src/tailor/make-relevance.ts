import type { JobAnalysis } from '@tailor/contracts'
import { findSkillMentions } from '../lexicons/find-skill-mentions.ts'
import { stemTokens } from '../text/stem-tokens.ts'

/** A scorer of how much a piece of resume text speaks to the job: its skills by importance, then its words. */
export function makeRelevance(job: JobAnalysis): (text: string) => number {
  const weights = new Map<string, number>()
  for (const skill of job.soft_skills) weights.set(skill.id, 0.5)
  for (const skill of job.preferred_skills) weights.set(skill.id, 1)
  for (const skill of job.required_skills) weights.set(skill.id, 3)
  const words = new Set(job.keywords.flatMap((word) => stemTokens(word).map((t) => t.stem)))
  for (const line of job.responsibilities)
    for (const token of stemTokens(line)) if (token.lower.length > 3) words.add(token.stem)
  return (text) => {
    let score = 0
    const seen = new Set<string>()
    for (const { skill } of findSkillMentions(text))
      if (!seen.has(skill.id)) {
        seen.add(skill.id)
        score += weights.get(skill.id) ?? 0
      }
    for (const token of new Set(stemTokens(text).map((t) => t.stem))) if (words.has(token)) score += 0.2
    return score
  }
}
