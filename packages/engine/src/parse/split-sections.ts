import type { DocumentLine } from '../extract/document-line.ts'
import { findInlineSection, findSectionKind } from './find-section-kind.ts'
import type { SectionKind } from './section-kind.ts'

export interface Section {
  kind: SectionKind
  heading: string
  lines: string[]
}

/**
 * Set like a heading: a heading style, larger type than the body, capitals, a colon or an underline below.
 * Plain text (and a .doc) carries no type, so any line may be.
 */
function isStyled(
  line: DocumentLine,
  next: DocumentLine | undefined,
  bodySize: number,
  plain: boolean,
): boolean {
  if (plain || line.heading || line.text.endsWith(':') || /^[-=_]{3,}$/.test(next?.text ?? '')) return true
  if (line.fontSize && bodySize && line.fontSize > bodySize + 0.3) return true
  return !/\p{Ll}/u.test(line.text)
}

/** Lines before the first heading (name, contact) and each section's lines under its heading. */
export function splitSections(input: DocumentLine[]): { header: DocumentLine[]; sections: Section[] } {
  const lines = input.map((l) => ({ ...l }))
  const header: DocumentLine[] = []
  const sections: Section[] = []
  const sizes = lines.flatMap((l) => (l.fontSize ? [l.fontSize] : [])).sort((a, b) => a - b)
  const bodySize = sizes[Math.floor(sizes.length / 2)] ?? 0
  const plain = !lines.some((l) => l.fontSize || l.heading)
  // Where every heading we know by name is in capitals, a line in mixed case is only a heading by its exact
  // name: "Nature Methods" under SELECTED PUBLICATIONS is a journal, not a "Methods" section.
  const named = lines.filter((l) => !l.cell && findSectionKind(l.text, false))
  const capitalHeadings = named.length >= 2 && named.every((l) => !/\p{Ll}/u.test(l.text))
  const styled = (line: DocumentLine, next: DocumentLine | undefined) =>
    isStyled(line, next, bodySize, plain) && !(capitalHeadings && /\p{Ll}/u.test(line.text))
  // In a sidebar layout the name can come after sidebar sections: title-sized text reopens the header,
  // and so does the start of a sidebar (contact details above its first heading).
  let inHeader = true
  for (const [i, line] of lines.entries()) {
    if (!/[\p{L}\d]/u.test(line.text)) continue
    if (line.sidebar && !lines[i - 1]?.sidebar) inHeader = true
    // A table cell ("Patient Education" in a skills grid) is content, however much it reads like a heading.
    const kind = line.cell ? null : findSectionKind(line.text, styled(line, lines[i + 1]))
    // A heading wrapped in a narrow sidebar ("LICENSES &" / "CERTIFICATIONS") is read as one.
    const next = lines[i + 1]
    if (next && !kind && !line.cell && /(?:&|\band|\bof)$/i.test(line.text)) {
      const joined = findSectionKind(`${line.text} ${next.text}`)
      if (joined) {
        next.text = `${line.text} ${next.text}`
        continue
      }
    }
    if (bodySize && line.page === 1 && line.fontSize! >= bodySize * 1.6 && !kind && !line.cell) {
      header.push(line)
      inHeader = true
      continue
    }
    if (kind) {
      inHeader = false
      sections.push({ kind, heading: line.text, lines: [] })
      continue
    }
    // Inside a skills section "Languages: Python, R" is a group of skills, not a languages section.
    const inline = line.cell ? null : findInlineSection(line.text)
    if (
      inline &&
      sections.at(-1)?.kind === 'skills' &&
      !inHeader &&
      ['skills', 'languages', 'interests', 'other'].includes(inline.kind)
    ) {
      sections.at(-1)!.lines.push(line.text)
      continue
    }
    // "Open Source: Unity Dialogue Framework" inside a projects section is an entry, not a new section.
    // "Technologies: Go, React" under a project is the project's list, not a skills section.
    const inProjects = sections.at(-1)?.kind === 'projects' && inline?.kind === 'skills'
    if (inline && inline.kind !== sections.at(-1)?.kind && !inProjects) {
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
