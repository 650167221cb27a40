import { readFieldRow } from './field-labels.ts'
import type { Section } from './split-sections.ts'

const personalFields = new Set(['name', 'contact', 'place'])

/**
 * A summary section that opens with label/value rows naming the person's own fields ("About me" over
 * "Name<tab>…", "Address<tab>…", "Email<tab>…": LibreOffice's CV template) holds the contact details there:
 * those rows are read like the header, the rest stays the summary.
 */
export function takeLabelledContactRows(sections: Section[]): { sections: Section[]; rows: string[] } {
  const rows: string[] = []
  const kept = sections.map((section) => {
    if (section.kind !== 'summary') return section
    const lead = section.lines.findIndex((l) => !personalFields.has(readFieldRow(l)?.field ?? ''))
    const count = lead < 0 ? section.lines.length : lead
    // Two rows at least: one labelled line may be the summary's own ("Location<tab>…" under a profile).
    if (count < 2) return section
    rows.push(...section.lines.slice(0, count))
    return { ...section, lines: section.lines.slice(count) }
  })
  return { sections: kept, rows }
}
