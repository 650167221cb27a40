import type { Publication } from '@tailor/contracts'
import { findDateRange } from '../text/date-range.ts'
import { findLink } from './find-link.ts'
import { isLinkLine, splitEntries } from './split-entries.ts'
import { splitSegments } from './split-segments.ts'

/** 'Doe, J. (2021). "Title." Venue.' or 'Title. Venue, 2021.': the quoted or sentence-cased title, then the venue. */
function fromCitation(line: string): { title: string; publisher: string; date: string } | null {
  const date = /\b(?:19|20)\d{2}\b/.exec(line)?.[0] ?? ''
  const quoted = /[“"]([^”"]{4,})[”"]\s*[.,]?\s*(.*)$/.exec(line)
  if (quoted) return { title: quoted[1]!.replace(/[.,]$/, ''), publisher: cleanVenue(quoted[2]!, date), date }
  const afterYear = /\((?:19|20)\d{2}[a-z]?\)\.?\s+([^.]{4,}[.?!])\s*(.*)$/.exec(line)
  if (afterYear)
    return { title: afterYear[1]!.replace(/\.$/, ''), publisher: cleanVenue(afterYear[2]!, date), date }
  return null
}

const cleanVenue = (venue: string, date: string) =>
  venue
    .replace(/^(?:in:?\s+)/i, '')
    .replace(date, '')
    .replace(/https?:\/\/\S+|doi:\s*\S+/gi, '')
    .replace(/[\s,.;()]+$/, '')
    .trim()

/**
 * Publications and talks: a citation per line, or stacked (title, date, venue) with a description below.
 * The description has no field of its own; it is returned as `leftover` so it stays visible.
 */
export function parsePublications(lines: string[]): { items: Publication[]; leftover: string[] } {
  const items: Publication[] = []
  const leftover: string[] = []
  for (const entry of splitEntries(lines, true)) {
    const all = [...entry.head, ...entry.body.map((b) => b.text)]
    const link = all.map(findLink).find(Boolean) ?? ''
    const citation = entry.head.length === 1 ? fromCitation(entry.head[0]!) : null
    if (citation) {
      items.push({ ...citation, date: entry.dates || citation.date, link })
      leftover.push(...entry.body.map((b) => b.text))
      continue
    }
    const parts = entry.head.length > 1 ? entry.head : splitSegments(entry.head[0] ?? '')
    const [title = '', publisher = ''] = parts.filter((p) => !isLinkLine(p))
    // "ISMB 2022" beside the date "July 2022" is the venue's name; "Nature Methods, 2023" is venue and date.
    const namesYear =
      Boolean(entry.dates) && /^\S.*\s(?:19|20)\d{2}$/.test(publisher) && !/,\s*\d{4}$/.test(publisher)
    const found = namesYear ? null : findDateRange(publisher)
    if (title)
      items.push({
        title,
        publisher: found ? found.rest : publisher,
        date: entry.dates || (found?.dates ?? ''),
        link,
      })
    leftover.push(...entry.body.map((b) => b.text).filter((t) => !(isLinkLine(t) && findLink(t))))
  }
  return { items, leftover }
}
