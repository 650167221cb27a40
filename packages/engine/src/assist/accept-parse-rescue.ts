import type { ResumeData } from '@tailor/contracts'
import { fitResumeData } from '../parse/fit-resume-data.ts'
import { documentMatcher, plainWords } from './find-in-document.ts'

export interface AcceptedParseRescue {
  resume: ResumeData
  /** Where the model's reading filled what the layout reader missed: `skills[4]`, `work_experience[1]`, `education[0].dates`. */
  fields: string[]
  /** Values the model gave that the document does not contain. */
  dropped: string[]
}

type EntrySection = Exclude<
  keyof ResumeData,
  'personal_information' | 'professional_summary' | 'skills' | 'interests' | 'other'
>
type Entry = Record<string, string | string[]>

// Fields that say which entry an entry is, and its date, to pair the model's entries with the parser's.
const entryKeys: Record<EntrySection, { keys: string[]; date?: string }> = {
  work_experience: { keys: ['company', 'title'], date: 'dates' },
  education: { keys: ['institution', 'degree'], date: 'dates' },
  certifications: { keys: ['name'], date: 'date' },
  references: { keys: ['name'] },
  projects: { keys: ['name'], date: 'dates' },
  awards: { keys: ['title'], date: 'date' },
  publications: { keys: ['title'], date: 'date' },
  languages: { keys: ['language'] },
  volunteering: { keys: ['organization', 'role'], date: 'dates' },
}
const listSections = ['skills', 'interests'] as const

// The share of a misplaced summary's words found in the entries the model read.
const MOSTLY = 0.9
const isEmpty = (value: string | string[]) => (Array.isArray(value) ? value.length === 0 : !value.trim())

/**
 * Merges a model's reading of a resume into the layout reader's, field by field. Every value the model gives
 * must be written in the document (`documentMatcher`), or it is dropped. The reader's value stays wherever it
 * has one; the model fills empty fields, adds entries the reader did not find (paired by employer, school or
 * name and a date that does not differ), and list items it missed. Text the reader misplaced (bullets taken
 * for the summary, lines kept under Other) goes once the model has placed it. Never mutates its arguments.
 */
export function acceptParseRescue(
  heuristic: ResumeData,
  text: string,
  model: ResumeData,
): AcceptedParseRescue {
  const inDocument = documentMatcher(text)
  const dropped: string[] = []
  const fields: string[] = []
  const check = (value: string) => {
    if (!value.trim()) return ''
    if (inDocument(value)) return value.trim()
    dropped.push(value.trim())
    return ''
  }
  const checkEntry = (entry: object): Entry =>
    Object.fromEntries(
      Object.entries(entry).map(([field, value]) => [
        field,
        Array.isArray(value) ? value.map(check).filter(Boolean) : check(String(value)),
      ]),
    )
  const resume = structuredClone(heuristic)
  const placed: string[] = []
  const take = (path: string, value: string | string[]) => {
    fields.push(path)
    placed.push(...(Array.isArray(value) ? value : [value]))
  }

  const personal = resume.personal_information
  for (const [field, value] of Object.entries(model.personal_information) as [
    keyof typeof personal,
    string,
  ][]) {
    const checked = check(value)
    if (checked && !personal[field].trim()) {
      personal[field] = checked
      take(`personal_information.${field}`, checked)
    }
  }
  const summary = check(model.professional_summary)
  if (summary && !resume.professional_summary.trim()) {
    resume.professional_summary = summary
    take('professional_summary', summary)
  }
  for (const section of listSections) {
    const known = new Set(resume[section].map(plainWords))
    for (const item of model[section].map(check).filter(Boolean)) {
      if (known.has(plainWords(item))) continue
      known.add(plainWords(item))
      resume[section].push(item)
      take(`${section}[${resume[section].length - 1}]`, item)
    }
  }
  for (const section of Object.keys(entryKeys) as EntrySection[]) {
    const { keys, date } = entryKeys[section]
    const entries = resume[section] as unknown as Entry[]
    const same = (a: Entry, b: Entry, field: string) =>
      !isEmpty(a[field]!) && plainWords(String(a[field])) === plainWords(String(b[field]))
    for (const found of (model[section] as object[]).map(checkEntry)) {
      if (keys.every((key) => isEmpty(found[key]!))) continue
      const index = entries.findIndex(
        (entry) =>
          keys.some((key) => same(entry, found, key)) &&
          (!date || isEmpty(entry[date]!) || isEmpty(found[date]!) || same(entry, found, date)),
      )
      if (index < 0) {
        entries.push(found)
        take(`${section}[${entries.length - 1}]`, Object.values(found).flat())
        continue
      }
      const entry = entries[index]!
      for (const [field, value] of Object.entries(found))
        if (!isEmpty(value) && field in entry && isEmpty(entry[field]!)) {
          entry[field] = value
          take(`${section}[${index}].${field}`, value)
        }
    }
  }
  // Text the reader put in the wrong place (bullets read as the summary, lines kept under Other) that the
  // model has now placed in an entry would otherwise show twice.
  const placedText = plainWords(placed.join(' '))
  const placedWords = new Set(placedText.split(' '))
  const summaryWords = plainWords(resume.professional_summary).trim().split(' ')
  if (
    !summary &&
    resume.professional_summary.trim() &&
    fields.some((f) => f.includes('[')) &&
    summaryWords.filter((w) => placedWords.has(w)).length >= MOSTLY * summaryWords.length
  ) {
    resume.professional_summary = ''
    fields.push('professional_summary')
  }
  resume.other = resume.other
    .map((section) => ({
      ...section,
      lines: section.lines.filter((line) => !placedText.includes(plainWords(line))),
    }))
    .filter((section) => section.lines.length)
  return { resume: fitResumeData(resume).data, fields, dropped }
}

// The parser's warnings (parse-resume.ts) that a filled part answers.
const answeredBy: [RegExp, string][] = [
  [/\bexperience\b/i, 'work_experience'],
  [/\beducation\b/i, 'education'],
  [/^No skills found/, 'skills'],
  [/^No name found/, 'personal_information.name'],
]

/**
 * The parser's warnings still true after a rescue: one about a part the model filled, or about a section
 * kept under Other that is no longer there, goes.
 */
export function warningsAfterRescue(warnings: string[], rescued: AcceptedParseRescue): string[] {
  const headings = new Set(rescued.resume.other.map((s) => s.heading))
  return warnings.filter((warning) => {
    const heading = warning.match(/'([^']+)'/)?.[1]
    if (heading !== undefined && /kept under Other/.test(warning)) return headings.has(heading)
    return !answeredBy.some(
      ([pattern, part]) => pattern.test(warning) && rescued.fields.some((f) => f.startsWith(part)),
    )
  })
}
