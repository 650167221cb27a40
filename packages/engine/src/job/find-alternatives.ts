import { findSkillMentions } from '../lexicons/find-skill-mentions.ts'

// "CPC or CCS certification", "CVT, LVT or RVT", "CIA or CPA": credentials offered as alternatives are one
// requirement, which a recruiter lists by its first name. Products offered as alternatives ("AWS or GCP",
// "SQL Server or MySQL") are each a skill the ad asks for, so a run with a known tool in it is kept whole.
const acronym = String.raw`[A-Z][A-Za-z]{0,4}[A-Z]\+?`
const run = new RegExp(String.raw`\b(${acronym})((?:,\s*${acronym})*),?\s+or\s+(${acronym})\b`, 'g')

/** The later names of credential alternatives in a clause, lower-cased ("ccs" of "CPC or CCS"). */
export function findLaterAlternatives(clause: string): Set<string> {
  const later = new Set<string>()
  for (const match of clause.matchAll(run)) {
    const items = [match[1]!, ...match[2]!.split(/,\s*/).filter(Boolean), match[3]!]
    if (items.some((item) => findSkillMentions(item).some((m) => m.skill.category === 'tool'))) continue
    for (const item of items.slice(1)) later.add(item.toLowerCase())
  }
  return later
}
