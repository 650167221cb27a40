import { findHeadingSection } from './classify-line.ts'
import { isTitleLine } from './find-job-title.ts'

// iCIMS, bulletin boards and classifieds print their fields without colons, a name and its value on one line ("Job
// ID 2026-14207", "Job Locations US-TX-Austin", "Category Nursing", "Posting Date 11/03/2026", "Date Listed
// 18/11/2026"). Each field's value has its own shape, so a line that only starts with a field's word ("Category
// Manager", "Position Summary") is not one.
const date = String.raw`(?:\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}|\d{1,2}\s+\p{L}{3,9}\.?,?\s+\d{4}|\p{L}{3,9}\.?\s+\d{1,2},?\s+\d{4})(?:\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AP]M)?)?`
// iCIMS writes a place as country, state and town ("US-TX-Austin"); others as "Austin, TX".
const place = String.raw`(?:[A-Z]{2}-[\p{L}\d .'-]+|\p{Lu}[\p{L} .'-]*(?:,\s*\p{Lu}[\p{L} .'-]*){0,2})`
const kind = String.raw`\p{Lu}[\p{L}\d&/,().' -]*`
const shaped: [names: string, value: string][] = [
  [
    'id|job (?:id|number|no\\.?|code)|req(?:uisition)?\\s?(?:id|number|no\\.?|#)|ref(?:erence)? (?:number|no\\.?|#)|(?:posting|vacancy|position) (?:number|id|no\\.?)',
    String.raw`#?[\w/-]*\d[\w/-]*`,
  ],
  [
    'posting date|posted date|date posted|date listed|last edited|last updated|open(?:ing)? date|clos(?:ing|e) date|application deadline|start date',
    date,
  ],
  ['job locations?|work locations?|locations?', place],
  ['# of openings|number of openings|openings|vacancies', String.raw`\d{1,3}`],
  ['(?:job )?category|position type|job type|employment type|work type|union', kind],
  // Gumtree's "Advertised By Business": who placed the ad, not who it names.
  ['advertised by', '(?:Business|Private|Agency|Employer|Recruiter)'],
]
const fieldLine = new RegExp(
  `^(${shaped.map(([names]) => names).join('|')})\\s+(${shaped.map(([, value]) => value).join('|')})$`,
  'iu',
)
const shapes = shaped.map(([names, value]) => ({
  name: new RegExp(`^(?:${names})$`, 'i'),
  value: new RegExp(`^(?:${value})$`, 'u'),
}))
// A title-naming field: its value is the job's title.
const titleLine = /^(job title|position title|posting title|working title|position|title)\s+(.+)$/i
// One-word names start titles too ("Location Scout", "Position Control Technician"): such a line is a field only
// beside another field written without its colon, as a block of them prints it; a title over "Location: Leeds" is
// the ad's header.
const oneWord = (name: string) => !/\s/.test(name)

function asField(line: string): [name: string, value: string] | undefined {
  const match = fieldLine.exec(line)
  if (!match || match[2]!.split(/\s+/).length > 6) return undefined
  const [, name, value] = match as unknown as [string, string, string]
  const fits = shapes.find((field) => field.name.test(name))?.value.test(value)
  // "Category Manager" is a title only with the field's word; "Category Nursing" names the kind by its value alone.
  const titled = oneWord(name) && isTitleLine(line) && !isTitleLine(value)
  return fits && !titled ? [name, value] : undefined
}

// "Job Title Produce Manager": after a title field's name of two words, a short line's rest is the title; after
// "Position", only a title ("Position Summary" is a heading).
function asTitleField(line: string): [name: string, value: string] | undefined {
  const match = titleLine.exec(line)
  if (!match) return undefined
  const [, name, value] = match as unknown as [string, string, string]
  const short = /^[\p{Lu}\d]/u.test(value) && value.split(/\s+/).length <= 10 && !/[.:!?]$/.test(value)
  const title = isTitleLine(value)
  return short && (oneWord(name) ? title : title || !findHeadingSection(value)) ? [name, value] : undefined
}

// iCIMS also stacks each field's name over its value ("ID" / "2026-11873", "Job Title" / "Avionics Technician II").
function stackedName(line: string, next = ''): boolean {
  if (/^(?:job title|position title|posting title)$/i.test(line)) return isTitleLine(next)
  return shapes.some((field) => field.name.test(line) && field.value.test(next))
}

// AppliTrack prints each field's name with its colon over its value ("Position Type:" / "Licensed - Special
// Education/Teacher of the Deaf"): the pair is one field, whose value is no header line of the ad.
function joinNamedOver(lines: string[]): string[] {
  const joined: string[] = []
  for (let at = 0; at < lines.length; at++) {
    const name = /^(.{2,30}):$/.exec(lines[at]!)?.[1]
    const next = lines[at + 1] ?? ''
    const fits = name && shapes.some((field) => field.name.test(name) && field.value.test(next))
    joined.push(fits ? `${name}: ${lines[++at]}` : lines[at]!)
  }
  return joined
}

/**
 * The lines with a colon after each field's name where a board printed none ("Job ID 2026-14207" → "Job ID:
 * 2026-14207", "Job Title Stores Clerk" → "Job Title: Stores Clerk", "ID" over "2026-11873" → "ID:"), so every reader
 * takes them as fields: no title,
 * company or skill, except the title a title-naming field holds.
 */
export function colonFields(written: string[]): string[] {
  const lines = joinNamedOver(written)
  const fields = lines.map((line) => asField(line) ?? asTitleField(line))
  // A name over its value counts in a block of two or more such fields, as a form prints them.
  const stacked = lines.map((line, at) => stackedName(line, lines[at + 1]))
  return lines.map((line, at) => {
    if (stacked[at] && (stacked[at - 2] || stacked[at + 2])) return `${line}:`
    const field = fields[at]
    if (!field) return line
    const [name, value] = field
    const beside = !!fields[at - 1] || !!fields[at + 1]
    return oneWord(name) && !beside ? line : `${name}: ${value}`
  })
}
