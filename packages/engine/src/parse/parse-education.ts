import type { Education } from '@tailor/contracts'
import { classifySegment, looksLikeDegree, looksLikeInstitution } from './classify-segment.ts'
import { findDateRange } from './find-date-range.ts'
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
  // "Degree, School": what follows a degree is the school even without a school word ("Fundação Getulio Vargas").
  if (looksLikeDegree(a) && !looksLikeDegree(b)) return [a, b]
  if (looksLikeInstitution(a) && looksLikeDegree(b)) return [a, b]
  return [segment]
}

// Grades, honours and coursework beside a degree: "GPA 3.6", "4.1/5", "Relevant Coursework: …".
const detail =
  /^(?:gpa|grade|honou?rs|minor|thesis|relevant|coursework|concentration|cum laude)\b|^\d+(?:\.\d+)?\s*(?:\/\s*\d|gpa\b)/i

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
  const current = (): Education | undefined => entries.at(-1)
  const fill = (key: Slot, value: string) => {
    let entry = current()
    // A marked segment takes the place of a guess, until the entry's dates close it.
    if (entry && guessed.get(entry) === key && !entry.dates) guessed.delete(entry)
    else if (!entry || entry[key]) {
      entry = { institution: '', degree: '', dates: '', field_of_study: '', gpa: '', honors: '', courses: [] }
      entries.push(entry)
    }
    entry[key] = value
  }
  for (const line of lines) {
    // Bullets under a degree are coursework or honours; a paragraph is a description.
    if ((line.startsWith('• ') && current()) || isParagraph(line)) continue
    const text = line.replace(/^•\s*/, '')
    const found = findDateRange(text)
    for (const segment of splitSegments(found ? found.rest : text).flatMap(splitDegreeInstitution)) {
      const kind = classifySegment(segment)
      const entry = current()
      if (kind === 'location' || detail.test(segment)) continue
      if (kind === 'degree') fill('degree', segment)
      else if (kind === 'institution') fill('institution', segment)
      else if (entry && !entry.institution !== !entry.degree) {
        const key = entry.institution ? 'degree' : 'institution'
        entry[key] = segment
        guessed.set(entry, key)
      } else if (!entry) fill('institution', segment)
    }
    if (found) fill('dates', found.dates)
  }
  return entries
}
