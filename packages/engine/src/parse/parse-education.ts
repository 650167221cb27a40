import type { Education } from '@tailor/contracts'
import { classifySegment, looksLikeDegree, looksLikeInstitution } from './classify-segment.ts'
import { findDateRange } from './find-date-range.ts'
import { splitSegments } from './split-segments.ts'

/** "B.S. in Biology, University of Utah" → both parts, when one side is a degree and the other a school. */
function splitDegreeInstitution(segment: string): string[] {
  const m = /^(.+?)(?:,\s+|\s+at\s+|\s+from\s+)(.+)$/.exec(segment)
  if (!m) return [segment]
  const [a, b] = [m[1]!, m[2]!]
  // "Degree, School": what follows a degree is the school even without a school word ("Fundação Getulio Vargas").
  if (looksLikeDegree(a) && !looksLikeDegree(b)) return [a, b]
  if (looksLikeInstitution(a) && looksLikeDegree(b)) return [a, b]
  return [segment]
}

/**
 * Degrees from an education section. Each line is cut into segments, each segment fills the slot its
 * words suggest (institution, degree, dates); a slot already filled starts the next entry.
 */
export function parseEducation(lines: string[]): Education[] {
  const entries: Education[] = []
  const current = (): Education | undefined => entries.at(-1)
  const fill = (key: keyof Education, value: string) => {
    let entry = current()
    if (!entry || entry[key]) {
      entry = { institution: '', degree: '', dates: '' }
      entries.push(entry)
    }
    entry[key] = value
  }
  for (const line of lines) {
    // Bullets under a degree are coursework or honours.
    if (line.startsWith('• ') && current()) continue
    const text = line.replace(/^•\s*/, '')
    const found = findDateRange(text)
    for (const segment of splitSegments(found ? found.rest : text).flatMap(splitDegreeInstitution)) {
      const kind = classifySegment(segment)
      const entry = current()
      if (
        kind === 'location' ||
        /^(?:gpa|grade|honou?rs|minor|thesis|relevant|coursework|cum laude)\b/i.test(segment)
      )
        continue
      if (kind === 'degree') fill('degree', segment)
      else if (kind === 'institution') fill('institution', segment)
      else if (entry && !entry.institution && entry.degree) entry.institution = segment
      else if (entry && !entry.degree && entry.institution) entry.degree = segment
      else if (!entry) fill('institution', segment)
    }
    if (found) fill('dates', found.dates)
  }
  return entries
}
