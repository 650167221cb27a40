import type { Award } from '@tailor/contracts'
import { splitEntries } from './split-entries.ts'
import { splitSegments } from './split-segments.ts'

/**
 * Awards: "Title — Issuer, 2021" on one line, or stacked (title, date, issuer) with a description below;
 * a list of short bullets is one award per bullet.
 */
export function parseAwards(lines: string[]): Award[] {
  return splitEntries(lines, true).flatMap((entry) => {
    // Stacked lines are title then issuer; one line is split at its separators.
    const parts = entry.head.length > 1 ? entry.head : splitSegments(entry.head[0] ?? '')
    let [title = '', issuer = ''] = parts
    const comma = /^(.+?),\s+([^,]+)$/.exec(title)
    if (!issuer && comma) [title, issuer] = [comma[1]!, comma[2]!]
    const bracket = /^(.+?)\s*\(([^)]+)\)$/.exec(title)
    if (!issuer && bracket) [title, issuer] = [bracket[1]!, bracket[2]!]
    const description = [...parts.slice(2), ...entry.body.map((b) => b.text)].join(' ')
    if (!title && !description) return []
    return [
      { title, issuer: issuer.replace(/^(?:awarded by|by|from)\s+/i, ''), date: entry.dates, description },
    ]
  })
}
