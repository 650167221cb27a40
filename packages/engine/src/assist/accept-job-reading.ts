import type { JobAnalysis, SkillRef } from '@tailor/contracts'
import { findSkillMentions } from '../lexicons/find-skill-mentions.ts'

/** What a model says a posting asks for, as it returns it. */
export interface ModelJobReading {
  job_title: string
  company: string
  required_skills: string[]
  preferred_skills: string[]
  soft_skills: string[]
}

export interface AcceptedJobReading {
  job: JobAnalysis
  /** What the model added that the posting's text supports. */
  added: string[]
  /** What it named that the posting never says. */
  dropped: string[]
}

const normal = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[‐-―]/g, '-')
    .replace(/[^\p{L}\p{N}+#.'-]+/gu, ' ')
    // A full stop ends a sentence unless a letter follows it ("Node.js").
    .replace(/[.'-]+(?![\p{L}\p{N}])/gu, ' ')
    .trim()} `

/**
 * Merges a model's reading of a posting into the engine's: a title or company only where the engine found
 * none, a skill only when the lexicon knows it and the engine had not listed it; everything must be written in
 * the posting itself (compared without case and punctuation), or it is dropped.
 */
export function acceptJobReading(
  engine: JobAnalysis,
  posting: string,
  reading: ModelJobReading,
): AcceptedJobReading {
  const text = normal(posting)
  const inPosting = (value: string) => normal(value).trim().length > 1 && text.includes(normal(value))
  const job = structuredClone(engine)
  const added: string[] = []
  const dropped: string[] = []
  const take = (value: string) => {
    if (inPosting(value)) return true
    if (value.trim()) dropped.push(value.trim())
    return false
  }
  if (!job.job_title && reading.job_title && take(reading.job_title)) {
    job.job_title = reading.job_title.trim()
    added.push(job.job_title)
  }
  if (!job.company && reading.company && take(reading.company)) {
    job.company = reading.company.trim()
    added.push(job.company)
  }
  const listed = new Set(
    [...job.required_skills, ...job.preferred_skills, ...job.soft_skills].map((s) => s.id),
  )
  const lists: [string[], SkillRef[]][] = [
    [reading.required_skills, job.required_skills],
    [reading.preferred_skills, job.preferred_skills],
    [reading.soft_skills, job.soft_skills],
  ]
  for (const [named, into] of lists)
    for (const label of named) {
      if (!take(label)) continue
      const skill = findSkillMentions(label)[0]?.skill
      if (!skill || listed.has(skill.id)) continue
      listed.add(skill.id)
      into.push(skill)
      added.push(skill.label)
    }
  return { job, added, dropped }
}
