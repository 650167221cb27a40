import type { Volunteering } from '@tailor/contracts'
import { looksLikeLocation } from './classify-segment.ts'
import { splitEntries } from './split-entries.ts'
import { splitTitleCompany } from './split-title-company.ts'

/** Volunteer roles, read like jobs: role and organisation in the heading, dates, then what was done. */
export function parseVolunteering(lines: string[]): Volunteering[] {
  return splitEntries(lines).flatMap((entry) => {
    const { title, company } = splitTitleCompany(entry.head)
    // A lone heading names the organisation ("Seattle Indies"), unless it reads as a role.
    const [organization, role] = company || !title ? [company, title] : [title, '']
    const bullets = entry.body.map((b) => b.text).filter((text) => !looksLikeLocation(text))
    if (!organization && !role && !bullets.length) return []
    return [{ organization, role, dates: entry.dates, bullets }]
  })
}
