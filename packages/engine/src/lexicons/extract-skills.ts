import type { SkillRef } from '@tailor/contracts'
import { findSkillMentions } from './find-skill-mentions.ts'

/** The distinct skills named in any text (resume, job description, letter), in order of first mention. */
export function extractSkills(text: string): SkillRef[] {
  const seen = new Map<string, SkillRef>()
  for (const { skill } of findSkillMentions(text)) if (!seen.has(skill.id)) seen.set(skill.id, skill)
  return [...seen.values()]
}
