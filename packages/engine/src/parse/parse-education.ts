import type { Education } from '@tailor/contracts'
import { dropClosingStop } from '../text/closing-stop.ts'
import { findDateRange } from '../text/date-range.ts'
import { classifySegment, looksLikeDegree, looksLikeInstitution } from './classify-segment.ts'
import { splitSegments } from './split-segments.ts'

/** "B.S. in Biology, University of Utah" → both parts, when one side is a degree and the other a school. */
function splitDegreeInstitution(raw: string): string[] {
  // "Degree (School)" or "School (Degree)": the brackets hold the other part.
  const segment = raw.replace(/^(.+?)\s+\((.+)\)\.?$/, (whole, a: string, b: string) =>
    (looksLikeDegree(a) && looksLikeInstitution(b)) || (looksLikeInstitution(a) && looksLikeDegree(b))
      ? `${a}, ${b}`
      : whole,
  )
  const m = /^(.+?)(?:,\s+|\s+at\s+|\s+from\s+)(.+)$/.exec(segment)
  if (!m) return [segment]
  const [a, b] = [m[1]!, m[2]!]
  // "Major in Water Resources, Hocking College": the field, then the school.
  if (field.test(a) && !looksLikeDegree(b)) return [a, b]
  // "MSc Computer Science, Data Engineering specialisation": the degree's own track, not a school.
  if (/\b(?:speciali[sz]ation|concentration|major|minor|track|emphasis|option)$/i.test(b)) return [segment]
  // "Bachelor of Science in Safety, Health and Environmental Applied Sciences": a field listing its subjects, the
  // series closed by "and", is the degree's, not a school.
  if (/\bin\s+[^,]+$/.test(a) && /^[^,]+\s(?:and|&)\s/.test(b) && !looksLikeInstitution(b)) return [segment]
  // "Degree, School": what follows a degree is the school even without a school word ("Fundação Getulio Vargas").
  if (looksLikeDegree(a) && !looksLikeDegree(b)) return [a, b]
  if (looksLikeInstitution(a) && looksLikeDegree(b)) return [a, b]
  return [segment]
}

// Grades, honours and coursework beside a degree: "GPA 3.6", "4.1/5", "Relevant Coursework: …".
const detail =
  /^(?:gpa|grade|honou?rs|minor|thesis|relevant|coursework|concentration|cum laude)\b|^\d+(?:\.\d+)?\s*(?:\/\s*\d|gpa\b)/i
const gpa =
  /^(?:(?:cumulative )?gpa|grade(?: point average)?)\s*:?\s*(\d+(?:[.,]\d+)?(?:\s*\/\s*\d+(?:[.,]\d+)?)?)$|^(\d+(?:[.,]\d+)?\s*\/\s*\d+(?:[.,]\d+)?)(?:\s*gpa)?$/i
const honours =
  /^(?:honou?rs\s*:\s*(.+)|((?:with )?(?:high(?:est)? )?distinction|(?:summa |magna )?cum laude|first[- ]class(?: honou?rs)?|upper second[- ]class(?: honou?rs)?|with honou?rs|dean'?s list))$/i
const courses = /^(?:relevant )?(?:courses|coursework|modules)\s*:\s*(.+)$/i
// "Major: Biology", and "Major in Biology" as a sentence's start ("Major in Biology, Hocking College.").
const field =
  /^(?:major|field of study|specialization|specialisation|concentration)(?:\s*:\s*(.+)|\s+in\s+([^.:;]+))$/i

const isDetail = (segment: string) =>
  detail.test(segment) || [gpa, honours, field].some((re) => re.test(segment))

/**
 * The details a line gives a degree, as printed: field of study, grade, honours and courses ("Computer Science ·
 * GPA 4.6 / 5.0 · With distinction", "Courses: A, B", "Major: Biology"), and whether the line holds nothing
 * else. An unmarked segment is the field of study only on a line of details (beside a grade or honours, with
 * nothing naming a school, a degree or dates).
 */
function readDetails(
  line: string,
  entry: Education | undefined,
): { details: Partial<Education>; only: boolean } | null {
  const listed = courses.exec(line)
  if (listed) return { details: { courses: listed[1]!.split(/\s*[,;·•]\s*/).filter(Boolean) }, only: true }
  const details: Partial<Education> = {}
  const unmarked: string[] = []
  let other = false
  for (const segment of splitSegments(line).flatMap((s) => s.split(/,\s+/))) {
    const g = gpa.exec(segment)
    const h = honours.exec(segment)
    const f = field.exec(segment)
    if (g) details.gpa = (g[1] ?? g[2])!
    else if (h) details.honors = (h[1] ?? h[2])!
    else if (f) details.field_of_study = (f[1] ?? f[2])!
    else if (/institution|degree|location/.test(`${classifySegment(segment)}`) || findDateRange(segment))
      other = true
    else unmarked.push(segment)
  }
  if (!Object.keys(details).length) return null
  // Only beside a degree whose school is known: else the unmarked segment may be the school ("Georgia Tech").
  const isField = unmarked.length === 1 && !details.field_of_study && entry?.institution && entry.degree
  if (isField) details.field_of_study = unmarked[0]!
  return { details, only: !other && (!!isField || !unmarked.length) }
}

const isParagraph = (line: string) =>
  line.split(/\s+/).length >= 16 ||
  /^\p{Ll}/u.test(line) ||
  (/[.!?]$/.test(line) && line.split(/\s+/).length >= 6)

/**
 * Degrees from an education section. Each line is cut into segments, each segment fills the slot its
 * words suggest (institution, degree, dates); a slot already filled starts the next entry. A segment nothing
 * marks only fills an empty slot for now: a marked one ("… University …") later takes its place.
 */
type Slot = 'institution' | 'degree' | 'dates'

export function parseEducation(lines: string[]): Education[] {
  const entries: Education[] = []
  // The slot of each entry that holds an unmarked segment, open to a marked one.
  const guessed = new Map<Education, Slot>()
  // The line of an entry's guessed school that followed its degree on a dated line ("Master of Science,
  // Occupational Therapy<tab>2015 – 2017"): a school on the next line ("Marquette University") is the entry's,
  // the guess its field of study.
  const afterDegree = new Map<Education, number>()
  let n = 0
  const current = (): Education | undefined => entries.at(-1)
  const fill = (key: Slot, value: string) => {
    let entry = current()
    if (entry && key === 'institution' && afterDegree.get(entry) === n - 1) {
      guessed.delete(entry)
      entry.field_of_study ||= entry.institution
    }
    // A marked segment takes the place of a guess, until the entry's dates close it.
    else if (entry && guessed.get(entry) === key && !entry.dates) guessed.delete(entry)
    else if (!entry || entry[key]) {
      entry = { institution: '', degree: '', dates: '', field_of_study: '', gpa: '', honors: '', courses: [] }
      entries.push(entry)
    }
    entry[key] = value
  }
  for (const [k, line] of lines.entries()) {
    n = k
    // Bullets under a degree are coursework or honours; a paragraph is a description.
    // A dated line is an entry even when it ends like a sentence ("2016 – 2020 BSc …, University of Utah.").
    // A sentence naming the major and the school ("Major in Biology, Hocking College.") is the entry's.
    const paragraph = isParagraph(line) && !findDateRange(line) && !field.test(line.split(',')[0]!)
    if ((line.startsWith('• ') && current()) || paragraph) continue
    const text = line.replace(/^•\s*/, '')
    const read = readDetails(text, current())
    if (read?.only && current()) {
      Object.assign(current()!, read.details)
      continue
    }
    const found = findDateRange(text)
    // A bullet after a label cell ("2016 – 2020<tab>• BSc …") and a closing full stop are not the degree's.
    const segments = splitSegments(found ? found.rest : text).map((s) =>
      dropClosingStop(s.replace(/^•\s*/, '')),
    )
    let degreeHere: Education | undefined
    let guessHere: Education | undefined
    for (const segment of segments.flatMap(splitDegreeInstitution)) {
      const kind = classifySegment(segment)
      const entry = current()
      if (kind === 'location' || isDetail(segment)) continue
      if (kind === 'degree') {
        fill('degree', segment)
        degreeHere = current()
      } else if (kind === 'institution') fill('institution', segment)
      else if (entry && !entry.institution !== !entry.degree) {
        const key = entry.institution ? 'degree' : 'institution'
        entry[key] = segment
        guessed.set(entry, key)
        if (key === 'institution' && entry === degreeHere) guessHere = entry
      } else if (!entry) fill('institution', segment)
    }
    if (found) fill('dates', found.dates)
    if (found && guessHere && guessHere === current()) afterDegree.set(guessHere, k)
    // Details beside the degree ("BSc Biology, GPA 3.9") belong to the entry the line opened.
    if (read && current()) Object.assign(current()!, read.details)
  }
  return entries
}
