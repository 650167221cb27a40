import { joinWrapped } from '../extract/join-wrapped.ts'
import { findDateRange } from '../text/date-range.ts'
import { findLink } from './find-link.ts'
import { isSentence } from './is-sentence.ts'
import { splitSegments } from './split-segments.ts'

export interface Entry {
  /** Heading lines (name, role, organisation) with the dates taken out. */
  head: string[]
  dates: string
  /** Description lines, wrapped lines joined; `bullet` says whether the line was printed as one. */
  body: { text: string; bullet: boolean }[]
}

const isBullet = (line: string) => line.startsWith('• ')
// Many words make prose, unless column separators show a heading line ("Title | Venue | 2023").
// A short line with dates beside it is a heading even in lower case ("kube-budget  2021 – Present").
const isProse = (line: string) => {
  const found = findDateRange(line)
  const rest = found?.rest ?? line
  const words = rest.split(/\s+/).length
  if (found && words <= 8 && !/[.!?]$/.test(rest)) return false
  return isSentence(line) || (!/\t|\s[|—–·•]\s/.test(line) && words >= 9)
}
const hasDate = (line: string) => findDateRange(line) !== null
// "View on GitHub", "github.com/…": a short line that names or holds a link belongs to the entry above.
export const isLinkLine = (line: string) =>
  line.split(/\s+/).length <= 6 &&
  (/^(?:view|see|demo|source|code|repo|link|website|live)\b/i.test(line) || findLink(line) !== null)
const isHeadLike = (line: string) => !isBullet(line) && !isProse(line) && !isLinkLine(line)
// "Technologies: Go, React" under an entry is a detail of it, never the start of the next one.
const isDetail = (line: string) => /^\p{L}[\p{L} ]{1,30}:\s/u.test(line) && !hasDate(line)

/** A date within the next two lines, before any bullet or prose, marks the line as an entry's first. */
function datedBelow(lines: string[], i: number): boolean {
  for (let j = i + 1; j <= i + 2 && j < lines.length; j++) {
    const next = lines[j]!
    if (isBullet(next) || isProse(next)) return false
    if (hasDate(next)) return true
  }
  return false
}

/**
 * Entries of a projects, awards, publications or volunteering section: one or a few heading lines
 * (with dates beside or below them), then description lines or bullets. A new entry starts at a dated
 * heading line, at a line with a date just below it, or at a short line after a finished sentence.
 * With `bulletEntries`, each short bulleted line is an entry of its own ("• Dean's List, 2019").
 */
export function splitEntries(lines: string[], bulletEntries = false): Entry[] {
  const entries: Entry[] = []
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    const current = entries.at(-1)
    const text = line.replace(/^•\s*/, '')
    if (bulletEntries && isBullet(line) && !isProse(text)) {
      const found = findDateRange(text)
      entries.push({ head: [found ? found.rest : text].filter(Boolean), dates: found?.dates ?? '', body: [] })
      continue
    }
    const last = current?.body.at(-1)
    const finished = !last || last.bullet || /[.!?]$/.test(last.text)
    const opens =
      isHeadLike(line) &&
      !isDetail(line) &&
      (!current ||
        (current.body.length > 0 && (finished || hasDate(line) || datedBelow(lines, i))) ||
        // Stacked entries without descriptions: a dated entry is followed by the next name and its date.
        (current.body.length === 0 &&
          Boolean(current.dates) &&
          ((hasDate(line) && !isDateOnlyLine(line) && !repeatsYear(line, current.dates)) ||
            isDateOnlyLine(lines[i + 1] ?? ''))))
    if (opens || !current) entries.push({ head: [], dates: '', body: [] })
    const entry = entries.at(-1)!
    if (entry.body.length === 0 && isHeadLike(line) && entry.head.length < 4) {
      const found = entryDates(line)
      if (found && !entry.dates) {
        entry.dates = found.dates
        if (found.rest) entry.head.push(found.rest)
      } else entry.head.push(line)
      continue
    }
    const tail = entry.body.at(-1)
    // A wrapped line continues the one above: no bullet and the line above did not end a sentence.
    if (tail && !isBullet(line) && (!/[.!?]$/.test(tail.text) || /^\p{Ll}/u.test(text)))
      tail.text = joinWrapped(tail.text, text)
    else entry.body.push({ text, bullet: isBullet(line) })
  }
  return entries
}

const isDateOnlyLine = (line: string) => findDateRange(line)?.rest === ''
const years = (text: string): string[] => text.match(/\b(?:19|20)\d{2}\b/g) ?? []
// "ISMB 2022" under "July 2022" names the venue of that entry, not the next entry's date.
const repeatsYear = (line: string, dates: string) => years(line).every((y) => years(dates).includes(y))

/** An entry line's dates: a column that is only a date wins over a year inside a name ("ISMB 2022 | July 2022"). */
function entryDates(line: string): { dates: string; rest: string } | null {
  const found = findDateRange(line)
  if (!found) return null
  const segments = splitSegments(line)
  const holder = segments.find((s) => s.includes(found.dates))
  const dated = holder && !isDateOnlyLine(holder) ? segments.findLast(isDateOnlyLine) : undefined
  return dated ? { dates: dated, rest: segments.filter((s) => s !== dated).join(' | ') } : found
}
