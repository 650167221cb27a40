import type { DocumentLine } from '../extract/document-line.ts'
import { fieldOfLabel } from './field-labels.ts'
import { findInlineSection, findSectionKind } from './find-section-kind.ts'
import type { SectionKind } from './section-kind.ts'
import { takeTrailingContact } from './trailing-contact.ts'

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
    const styledLine = styled(line, lines[i + 1])
    // An icon read as a bullet before a section name set in larger type or capitals ("✔ CERTIFICATIONS");
    // in larger type it is set like a heading, so its last word may name it ("● Field Experiences").
    const iconed = /^• (.+)$/.exec(line.text)?.[1]
    const larger = (line.fontSize ?? 0) > bodySize + 0.3
    const iconHeading = iconed && (larger || !/\p{Ll}/u.test(iconed)) ? findSectionKind(iconed, larger) : null
    const kind = line.cell ? null : (findSectionKind(line.text, styledLine) ?? iconHeading)
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
    // A form's label for the headline ("Desired employment / Occupational field") leads back to the header.
    if (!kind && fieldOfLabel(line.text) === 'position') {
      inHeader = true
      header.push(line)
      continue
    }
    // "Achievements" or "Responsibilities" in body type inside a job labels its bullets: not a section.
    const subLabel =
      sections.at(-1)?.kind === 'experience' &&
      fieldOfLabel(line.text) === 'duties' &&
      /\p{Ll}/u.test(line.text) &&
      !line.heading &&
      !((line.fontSize ?? 0) > bodySize + 0.3)
    if (kind && !subLabel) {
      inHeader = false
      sections.push({ kind, heading: line.text, lines: [] })
      continue
    }
    // A section name in capitals or larger type as the first cell of its first line (a label column of
    // headings: "EXPERIENCE<tab>Senior Data Engineer<tab>2021 – Present") heads the section, whatever
    // section it is in.
    const label = line.cell ? null : /^([^\t]{3,40})\t(.+)$/u.exec(line.text)
    const labelStyled = label && (!/\p{Ll}/u.test(label[1]!) || (line.fontSize ?? 0) > bodySize + 0.3)
    const labelKind = labelStyled ? findSectionKind(label![1]!, false) : null
    if (labelKind) {
      inHeader = false
      sections.push({ kind: labelKind, heading: label![1]!, lines: [label![2]!] })
      continue
    }
    // Inside a skills section "Languages: Python, R" is a group of skills, not a languages section.
    // Inside education "Courses: …" and "Honours: …" are a degree's details.
    const inline = line.cell ? null : findInlineSection(line.text)
    const within: Partial<Record<SectionKind, SectionKind[]>> = {
      skills: ['skills', 'languages', 'interests', 'other'],
      education: ['other', 'awards'],
    }
    if (inline && !inHeader && within[sections.at(-1)?.kind ?? 'other']?.includes(inline.kind)) {
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
  header.push(...takeTrailingContact(header, sections))
  return { header, sections }
}
