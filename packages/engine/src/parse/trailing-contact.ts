import { contactDetail } from '../extract/contact-detail.ts'
import type { DocumentLine } from '../extract/document-line.ts'
import { looksLikeLocation } from './classify-segment.ts'

const marks = /^(?:•\s*)+/

/**
 * Contact details printed last (pandoc_resume sets its contact line, and the place under it, after the last
 * section): when the header holds none, the lines closing the last section from the first one holding an
 * e-mail, link or phone number on, each such a line or a place, are the header's. Never a section of people
 * (a referee's details) or of contact details already.
 */
export function takeTrailingContact(
  header: DocumentLine[],
  sections: { kind: string; lines: string[] }[],
): DocumentLine[] {
  const last = sections.at(-1)
  if (!last || ['references', 'contact'].includes(last.kind)) return []
  if (header.some((l) => contactDetail.test(l.text))) return []
  const lines = last.lines
  let start = lines.length
  while (start > 0) {
    const text = lines[start - 1]!.replace(marks, '')
    if (!contactDetail.test(text) && !looksLikeLocation(text)) break
    start--
  }
  // The run opens with a contact detail (a place alone closing a section may be an entry's).
  while (start < lines.length && !contactDetail.test(lines[start]!)) start++
  const page = header.at(-1)?.page ?? 1
  return lines.splice(start).map((text) => ({ text, page }))
}
