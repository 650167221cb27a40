import type { Volunteering } from '@tailor/contracts'
import { looksLikeLocation, looksLikeTitle } from './classify-segment.ts'
import { splitEntries } from './split-entries.ts'
import { splitSegments } from './split-segments.ts'

// Roles people hold as volunteers, in the four languages read, beyond the job titles classifySegment knows.
const roleWords =
  /(?<![\p{L}])(?:volunteer|organi[sz]er|mentor|coach|tutor|instructor|leader|chair|treasurer|secretary|trustee|ambassador|board member|bénévole|voluntari[oa]|ehrenamtlich\w*|betreuer\w*|trainer\w*)(?![\p{L}])/iu
const isRole = (s: string) => roleWords.test(s) || looksLikeTitle(s)

/** Volunteer roles: role and organisation in the heading (either order), dates, then what was done. */
export function parseVolunteering(lines: string[]): Volunteering[] {
  return splitEntries(lines).flatMap((entry) => {
    const segments = entry.head.flatMap(splitSegments).filter((s) => !looksLikeLocation(s))
    const roleAt = segments.length > 1 ? segments.findIndex(isRole) : -1
    // Without a role word, a lone heading names the organisation and a pair reads "Role | Organisation".
    const at = roleAt >= 0 ? roleAt : segments.length > 1 ? 0 : -1
    const role = at >= 0 ? segments[at]! : ''
    const organization = segments.find((_, i) => i !== at) ?? ''
    const bullets = entry.body.map((b) => b.text).filter((text) => !looksLikeLocation(text))
    if (!organization && !role && !bullets.length) return []
    return [{ organization, role, dates: entry.dates, bullets }]
  })
}
