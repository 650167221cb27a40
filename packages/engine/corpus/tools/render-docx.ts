import {
  AlignmentType,
  Document,
  Header,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
} from 'docx'
import type { Person } from './person.ts'

export type DocxLayout = 'header-contact' | 'table-skills' | 'plain'

const RIGHT = 9000

const heading = (text: string, layout: DocxLayout) =>
  layout === 'plain'
    ? new Paragraph({
        spacing: { before: 240 },
        children: [new TextRun({ text: text.toUpperCase(), bold: true })],
      })
    : new Paragraph({ text, heading: HeadingLevel.HEADING_1 })

const bullet = (text: string, layout: DocxLayout) =>
  layout === 'plain' ? new Paragraph({ text: `• ${text}` }) : new Paragraph({ text, bullet: { level: 0 } })

const tabbed = (left: TextRun[], right: string) =>
  new Paragraph({
    tabStops: [{ type: TabStopType.RIGHT, position: RIGHT }],
    children: [...left, new TextRun({ text: `\t${right}` })],
  })

function experience(p: Person, layout: DocxLayout): Paragraph[] {
  return p.data.work_experience.flatMap((j) => {
    const head =
      layout === 'header-contact'
        ? [tabbed([new TextRun({ text: j.title, bold: true }), new TextRun(`, ${j.company}`)], j.dates)]
        : layout === 'table-skills'
          ? [
              new Paragraph({ children: [new TextRun({ text: j.company, bold: true })] }),
              new Paragraph({ text: `${j.title} | ${j.dates}` }),
            ]
          : [new Paragraph({ text: `${j.title} at ${j.company} (${j.dates})` })]
    return [...head, ...j.achievements.map((a) => bullet(a, layout))]
  })
}

function skills(p: Person, layout: DocxLayout): (Paragraph | Table)[] {
  const s = p.data.skills
  if (layout !== 'table-skills') return [new Paragraph({ text: s.join(layout === 'plain' ? '; ' : ', ') })]
  const rows: TableRow[] = []
  for (let i = 0; i < s.length; i += 3) {
    const cells = s.slice(i, i + 3)
    while (cells.length < 3) cells.push('')
    rows.push(new TableRow({ children: cells.map((c) => new TableCell({ children: [new Paragraph(c)] })) }))
  }
  return [new Table({ rows, width: { size: 100, type: WidthType.PERCENTAGE } })]
}

/** One resume as a DOCX in the given layout (contact in the page header, skills table, or plain paragraphs). */
export async function renderDocx(p: Person, layout: DocxLayout): Promise<Uint8Array> {
  const d = p.data
  const c = d.personal_information
  const h = p.headings
  const name = p.nameSuffix ? `${c.name}, ${p.nameSuffix}` : c.name
  const contact = [c.email, c.phone, c.linkedin, c.location].filter(Boolean)
  const body: (Paragraph | Table)[] = [new Paragraph({ text: name, heading: HeadingLevel.TITLE })]
  if (p.headline !== false) body.push(new Paragraph({ text: c.position }))
  if (layout === 'table-skills') body.push(new Paragraph({ text: contact.join(' | ') }))
  if (layout === 'plain') body.push(...contact.map((x) => new Paragraph({ text: x })))
  body.push(heading(h.summary, layout), new Paragraph({ text: d.professional_summary }))
  body.push(heading(h.experience, layout), ...experience(p, layout))
  body.push(heading(h.education, layout))
  for (const e of d.education) {
    body.push(
      layout === 'plain'
        ? new Paragraph({ text: `${e.degree}, ${e.institution}, ${e.dates}` })
        : tabbed([new TextRun({ text: e.institution, bold: true }), new TextRun(` — ${e.degree}`)], e.dates),
    )
  }
  body.push(heading(h.skills, layout), ...skills(p, layout))
  if (d.certifications.length) {
    body.push(heading(h.certifications, layout))
    for (const x of d.certifications) body.push(bullet(`${x.name}, ${x.issuer}, ${x.date}`, layout))
  }
  if (d.references.length) {
    body.push(heading(h.references, layout))
    for (const r of d.references)
      body.push(
        new Paragraph({ children: [new TextRun({ text: r.name, bold: true })] }),
        new Paragraph({ text: `${r.title}, ${r.company}` }),
        new Paragraph({ text: `${r.phone} | ${r.email}` }),
      )
  }
  const headers =
    layout === 'header-contact'
      ? {
          default: new Header({
            children: [new Paragraph({ alignment: AlignmentType.CENTER, text: contact.join(' | ') })],
          }),
        }
      : undefined
  const doc = new Document({ sections: [{ headers, children: body }] })
  return new Uint8Array(await Packer.toBuffer(doc))
}
