import type { WorkExperience } from '@tailor/contracts'
import { joinWrapped } from '../extract/join-wrapped.ts'
import { dropClosingStop } from '../text/closing-stop.ts'
import { findDateRange } from '../text/date-range.ts'
import { classifySegment, stripPlace } from './classify-segment.ts'
import { fieldOfLabel } from './field-labels.ts'
import { isSentence } from './is-sentence.ts'
import { splitTitleCompany } from './split-title-company.ts'

const isBullet = (line: string) => line.startsWith('• ')
const hasDate = (line: string) => findDateRange(line) !== null

interface Draft {
  heading: string[]
  dates: string
  achievements: string[]
  /** A bare line over "Title | dates": the company over its title. */
  companyOver?: boolean
  /** Some of its duties are list items. */
  listed?: boolean
}

const sentenceBreak = /(?<=\p{Ll}{2}\.)\s+(?=\p{Lu})/u

/**
 * Duties set as prose, not as a list: no job's duties are list items and a line runs on from one sentence
 * into the next ("Operated the plant. Cut costs by 11 percent."). Then each sentence is a duty, without its
 * full stop; one sentence per line (a list whose markers were lost, as in a .doc) stays as written.
 */
function proseDuties(drafts: Draft[]): boolean {
  return (
    drafts.every((d) => !d.listed) && drafts.some((d) => d.achievements.some((a) => sentenceBreak.test(a)))
  )
}

const sentences = (duties: string[]): string[] => {
  const split = duties.flatMap((a) => a.split(sentenceBreak))
  return split.every((s) => /\p{Ll}{2}\.$/u.test(s)) ? split.map((s) => s.slice(0, -1)) : duties
}

/** "Title | Mar 2021 – Present": the dates after a pipe closing the line. */
const titleBeforeDates = (line: string, dates: string) =>
  line.endsWith(dates) && /\|\s*$/.test(line.slice(0, -dates.length))

/** Does a job heading start at line i? It carries dates, or dates follow within two lines before any bullet. */
function startsEntry(lines: string[], i: number): boolean {
  if (hasDate(lines[i]!)) return true
  if (isSentence(lines[i]!)) return false
  for (let j = i + 1; j <= i + 2 && j < lines.length; j++) {
    if (isBullet(lines[j]!) || isSentence(lines[j]!)) return false
    if (hasDate(lines[j]!)) return true
  }
  return false
}

/** An item that stops on a joining word goes on in the next when that starts lowercase ("… and" / "responsibilities"). */
const joinBrokenItems = (items: string[]) =>
  items.reduce<string[]>((out, item) => {
    const last = out.at(-1)
    if (last && /\b(?:and|or|of|for|to|with|in|the|a|&)$/i.test(last) && /^\p{Ll}/u.test(item))
      out[out.length - 1] = joinWrapped(last, item)
    else out.push(item)
    return out
  }, [])

/** Jobs from the lines of an experience section: heading lines (title, company, dates) then achievements. */
export function parseExperience(lines: string[]): WorkExperience[] {
  const drafts: Draft[] = []
  let state: 'none' | 'heading' | 'body' = 'none'
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    const current = drafts.at(-1)
    // A label over a job's bullets ("Role outline", "Achievements") is neither heading nor achievement.
    if (fieldOfLabel(line) === 'duties') continue
    if (isBullet(line)) {
      const text = line.slice(2)
      if (current) {
        current.achievements.push(text)
        current.listed = true
      } else drafts.push({ heading: [], dates: '', achievements: [text], listed: true })
      state = 'body'
      continue
    }
    // A line ending a sentence after an unfinished bullet is that bullet's tail, not a new job, unless it
    // reads as a job heading with dates to follow ("HR Assistant — Comarch S.A.").
    const tail =
      state === 'body' &&
      /[.!?]$/.test(line) &&
      !hasDate(line) &&
      (/^\p{Ll}/u.test(line) || !startsEntry(lines, i))
    const newHeading =
      state !== 'heading'
        ? !tail && startsEntry(lines, i)
        : Boolean(current?.dates && hasDate(line) && !isSentence(line))
    if (newHeading || !current) {
      drafts.push({ heading: [], dates: '', achievements: [] })
      state = 'heading'
    }
    const draft = drafts.at(-1)!
    if (state === 'heading' && !isSentence(line)) {
      const found = findDateRange(line)
      if (found && !draft.dates) {
        draft.dates = found.dates
        if (found.rest && draft.heading.length === 1 && titleBeforeDates(line, found.dates))
          draft.companyOver = true
        if (found.rest) draft.heading.push(found.rest)
      } else draft.heading.push(line) // places are told from names with the whole heading (splitTitleCompany)
      continue
    }
    state = 'body'
    const last = draft.achievements.length - 1
    const wraps = last >= 0 && (!/[.!?]$/.test(draft.achievements[last]!) || /^\p{Ll}/u.test(line))
    if (wraps) draft.achievements[last] = joinWrapped(draft.achievements[last]!, line)
    else draft.achievements.push(line)
  }
  const prose = proseDuties(drafts)
  const kept = drafts.filter((d) => d.heading.length || d.dates)
  const named = kept.map((d) =>
    // A bare line over "Title | dates" is the company over its title unless their words say the other way
    // round ("Sous Chef" over "Osteria Lucca | dates": DevResume).
    d.companyOver && !titleOver(d.heading[0]!, d.heading[1]!)
      ? { title: d.heading[1]!, company: stripPlace(dropClosingStop(d.heading[0]!), true) }
      : splitTitleCompany(d.heading),
  )
  followSectionOrder(kept, named)
  return kept.map((d, k) => ({
    ...named[k]!,
    dates: d.dates,
    achievements: joinBrokenItems(prose ? sentences(d.achievements) : d.achievements),
  }))
}

/** The upper of two heading lines names the title: it reads as one and the lower does not, or the lower names
 * a company and the upper does not. */
function titleOver(upper: string, lower: string): boolean {
  const [top, under] = [classifySegment(dropClosingStop(upper)), classifySegment(dropClosingStop(lower))]
  return (top === 'title' && under !== 'title') || (under === 'company' && top !== 'company')
}

/**
 * The entries of one section share their layout: where two entries or more tell by their words which of title
 * and company comes first, and all tell the same, an entry whose words do not tell ("ROPE PARTNER" over "Field
 * Service Technician": both read as titles) is read in that order too.
 */
function followSectionOrder(drafts: Draft[], named: { title: string; company: string }[]): void {
  const order = named.map((n, k) => {
    const text = drafts[k]!.heading.join('\n')
    const [t, c] = [n.title && text.indexOf(n.title), n.company && text.indexOf(n.company)]
    return typeof t === 'number' && typeof c === 'number' && t >= 0 && c >= 0 && t !== c ? t < c : undefined
  })
  const sure = named.map((n) => {
    const [kt, kc] = [classifySegment(n.title), classifySegment(n.company)]
    return (kt === 'title' && kc !== 'title') || (kc === 'company' && kt !== 'company')
  })
  const told = order.filter((o, k) => sure[k] && o !== undefined)
  if (told.length < 2 || told.some((o) => o !== told[0])) return
  named.forEach((n, k) => {
    if (!sure[k] && order[k] !== undefined && order[k] !== told[0])
      named[k] = { title: n.company, company: stripPlace(n.title, true) }
  })
}
