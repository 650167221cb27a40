import type { DocumentLine } from '../extract/document-line.ts'
import { findInlineSection, findSectionKind, type SectionKind } from './find-section-kind.ts'

export interface Section {
  kind: SectionKind
  heading: string
  lines: string[]
}

/** Lines before the first heading (name, contact) and each section's lines under its heading. */
export function splitSections(input: DocumentLine[]): { header: DocumentLine[]; sections: Section[] } {
  const lines = input.map((l) => ({ ...l }))
  const header: DocumentLine[] = []
  const sections: Section[] = []
  const sizes = lines.flatMap((l) => (l.fontSize ? [l.fontSize] : [])).sort((a, b) => a - b)
  const bodySize = sizes[Math.floor(sizes.length / 2)] ?? 0
  // In a sidebar layout the name can come after sidebar sections: title-sized text reopens the header.
  let inHeader = true
  for (const [i, line] of lines.entries()) {
    if (!/[\p{L}\d]/u.test(line.text)) continue
    // A heading wrapped in a narrow sidebar ("LICENSES &" / "CERTIFICATIONS") is read as one.
    const next = lines[i + 1]
    if (next && !findSectionKind(line.text) && /(?:&|\band|\bof)$/i.test(line.text)) {
      const joined = findSectionKind(`${line.text} ${next.text}`)
      if (joined) {
        next.text = `${line.text} ${next.text}`
        continue
      }
    }
    if (bodySize && line.page === 1 && line.fontSize! >= bodySize * 1.6 && !findSectionKind(line.text)) {
      header.push(line)
      inHeader = true
      continue
    }
    const kind = findSectionKind(line.text)
    if (kind) {
      inHeader = false
      sections.push({ kind, heading: line.text, lines: [] })
      continue
    }
    const inline = findInlineSection(line.text)
    if (inline) {
      inHeader = false
      sections.push({ kind: inline.kind, heading: line.text, lines: [inline.rest] })
      continue
    }
    const current = sections.at(-1)
    // A styled heading we have no name for (a DOCX "Heading" paragraph) closes the previous section.
    if (line.heading && current && !inHeader) sections.push({ kind: 'other', heading: line.text, lines: [] })
    else if (!inHeader && current && current.kind !== 'contact') current.lines.push(line.text)
    else header.push(line)
  }
  return { header, sections }
}
