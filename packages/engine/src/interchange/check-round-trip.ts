import type { ResumeData } from '@tailor/contracts'
import type { ExtractedDocument } from '../extract/extracted-document.ts'
import { normalizeText } from '../extract/normalize-text.ts'
import { findSectionKind } from '../parse/find-section-kind.ts'
import { parseResume } from '../parse/parse-resume.ts'
import { sectionStrings } from './section-strings.ts'

export interface RoundTripReport {
  /** Percentage of the resume's strings found intact in the extracted text, 0–100. */
  score: number
  sections: { name: string; kept: number; lost: string[] }[]
  problems: string[]
}

// Whitespace differs between a layout and its extraction (wrapped lines, tabs between cells): never a loss.
const flat = (text: string) => normalizeText(text).replace(/\s+/g, ' ').trim()
const preview = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text)

const NON_ASCII = /[^\x20-\x7E]/gu

/** Characters to blame for lost strings that are found once every non-ASCII character is set aside. */
function unsurvivingCharacters(lost: ReadonlyArray<string>, text: string): string[] {
  const ascii = text.replace(NON_ASCII, '')
  const blamed = lost.filter(
    (value) => NON_ASCII.test(value) && ascii.includes(flat(value).replace(NON_ASCII, '')),
  )
  return [...new Set(blamed.flatMap((value) => value.match(NON_ASCII) ?? []))]
}

/** Compares what the parser read back with the editor's identity fields, the ones an ATS fills a form with. */
function parsedProblems(data: ResumeData, document: ExtractedDocument): string[] {
  const parsed = parseResume(document).resume_data
  const problems: string[] = []
  for (const field of ['name', 'email', 'phone'] as const) {
    const want = data.personal_information[field].trim()
    const got = parsed.personal_information[field].trim()
    if (want && flat(got) !== flat(want))
      problems.push(`Contact: the ${field} reads back as “${got || 'nothing'}” instead of “${want}”.`)
  }
  const jobs = data.work_experience.filter((job) => job.title || job.company)
  const matched = jobs.filter((job) =>
    parsed.work_experience.some(
      (read) => flat(read.title) === flat(job.title) && flat(read.company) === flat(job.company),
    ),
  )
  if (matched.length < jobs.length)
    problems.push(
      `Experience: ${jobs.length - matched.length} of ${jobs.length} jobs do not read back with the same title and company.`,
    )
  return problems
}

/**
 * What an applicant-tracking system sees of a generated document: which strings of each section survive
 * extraction, whether entries come out in order, which headings a parser does not recognise, which characters
 * do not survive, and whether the parser reads back the contact details and jobs.
 */
export function checkRoundTrip(
  data: ResumeData,
  document: ExtractedDocument,
  headings: ReadonlyArray<string>,
): RoundTripReport {
  // Link targets count as read: an ATS keeps the URL behind "linkedin.com/in/…" as well.
  const text = flat([document.text, ...document.links].join('\n'))
  const problems: string[] = []
  let total = 0
  let kept = 0
  const allLost: string[] = []
  const sections = sectionStrings(data).map(({ name, entries }) => {
    const lost: string[] = []
    let previous = -1
    let outOfOrder = false
    for (const entry of entries) {
      const found = entry.filter((value) => text.includes(flat(value)))
      for (const value of entry) if (!found.includes(value)) lost.push(value)
      total += entry.length
      kept += found.length
      // A string may also occur earlier (a skill named in a bullet): out of order only if none comes later.
      const first = found[0] ? flat(found[0]) : ''
      const at = first ? text.indexOf(first, previous + 1) : -1
      if (first && at < 0) outOfOrder = true
      if (at >= 0) previous = at
    }
    if (outOfOrder) problems.push(`${name}: entries are read in a different order than they are shown.`)
    const strings = entries.flat().length
    if (lost.length)
      problems.push(
        `${name}: ${lost.length} of ${strings} texts are not read intact (split, merged with other text or missing).`,
      )
    allLost.push(...lost)
    return { name, kept: strings - lost.length, lost: lost.map(preview) }
  })
  for (const heading of headings) {
    const kind = findSectionKind(heading)
    if (!kind || kind === 'other')
      problems.push(
        `The heading “${heading}” is not a standard section name; some systems file its content under the previous section.`,
      )
  }
  const lostChars = unsurvivingCharacters(allLost, text)
  if (lostChars.length)
    problems.push(`These characters do not survive text extraction: ${lostChars.join(' ')}.`)
  if (text.length) problems.push(...parsedProblems(data, document))
  return { score: total ? Math.round((1000 * kept) / total) / 10 : 100, sections, problems }
}
