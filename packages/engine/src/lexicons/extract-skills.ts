import type { SkillRef } from '@tailor/contracts'
import { findSkillMentions } from './find-skill-mentions.ts'

/**
 * The distinct skills named in any text (resume, job description, letter), in order of first mention;
 * `document` is the whole text it belongs to, which decides ambiguous aliases ("Epic" in a nurse's resume).
 */
export function extractSkills(text: string, document: string = text): SkillRef[] {
  const seen = new Map<string, SkillRef>()
  for (const { skill } of findSkillMentions(text, document))
    if (!seen.has(skill.id)) seen.set(skill.id, skill)
  return [...seen.values()]
}
