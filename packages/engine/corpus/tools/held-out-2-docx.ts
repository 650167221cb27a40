// The second held-out set's DOCX resumes, written after the parser fixes and measured once: the contact line
// in the page header with Word headings, and every entry a two-cell table row (dates beside the details).
import {
  Document,
  Header,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  WidthType,
} from 'docx'
import { bullet, noBorders, p } from './docx-parts.ts'

const heading = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_2 })

/** Warehouse supervisor: contact line in the page header, "Title – Company (dates)" lines. */
async function warehouse(): Promise<Uint8Array> {
  const doc = new Document({
    sections: [
      {
        headers: {
          default: new Header({
            children: [p('Columbus, OH | 614-555-0128 | deshawn.carter@yahoo.com')],
          }),
        },
        children: [
          new Paragraph({ text: 'DeShawn Carter', heading: HeadingLevel.TITLE }),
          p('Warehouse Operations Supervisor'),
          heading('Summary'),
          p(
            'Warehouse supervisor with ten years in high-volume distribution. I keep shifts safe, hit pick rates and coach new hires into forklift-certified leads.',
          ),
          heading('Employment History'),
          p('Operations Supervisor – Amazon Fulfillment (March 2020 – Present)', { bold: true }),
          bullet('Supervise 45 associates per shift across inbound and outbound'),
          bullet('Raised pick rate from 92 to 118 units per hour with zone-based slotting'),
          p('Forklift Lead – Ohio Valley Distribution (June 2015 – February 2020)', { bold: true }),
          bullet('Trained 30 new forklift operators with no recordable injuries'),
          bullet('Ran cycle counts that kept inventory accuracy above 99.5%'),
          heading('Skills'),
          p(
            'Forklift operation, WMS (Manhattan), Inventory control, Shift scheduling, OSHA compliance, Lean 5S',
          ),
          heading('Certifications'),
          bullet('OSHA 10-Hour General Industry (2021)'),
          bullet('Certified Forklift Operator (2015)'),
          heading('Education'),
          p(
            'Associate of Applied Science in Supply Chain Management, Columbus State Community College, 2014',
          ),
        ],
      },
    ],
  })
  return new Uint8Array(await Packer.toBuffer(doc))
}

/** Civil engineer: each job and degree a borderless two-cell row, the dates left of the details. */
async function civil(): Promise<Uint8Array> {
  const entry = (dates: string, details: Paragraph[]) =>
    new TableRow({
      children: [
        new TableCell({ width: { size: 22, type: WidthType.PERCENTAGE }, children: [p(dates)] }),
        new TableCell({ width: { size: 78, type: WidthType.PERCENTAGE }, children: details }),
      ],
    })
  const table = (rows: TableRow[]) =>
    new Table({ rows, width: { size: 100, type: WidthType.PERCENTAGE }, borders: noBorders })
  const doc = new Document({
    sections: [
      {
        children: [
          p('Ana Ferreira, P.E.', { bold: true, size: 40 }),
          p('Civil Engineer — Transportation'),
          p('ana.ferreira.pe@gmail.com  ·  +1 (512) 555-0139  ·  Austin, TX'),
          heading('Professional Summary'),
          p(
            'Licensed civil engineer with nine years designing roadway and drainage projects for state and city clients, from concept through construction support.',
          ),
          heading('Professional Experience'),
          table([
            entry('2019 – Present', [
              p('Senior Project Engineer', { bold: true }),
              p('Kimley-Horn and Associates, Austin, TX', { italics: true }),
              bullet('Lead design of roadway widening projects worth up to $60M for TxDOT'),
              bullet('Supervise four engineers and review all drainage reports'),
            ]),
            entry('2015 – 2019', [
              p('Civil Engineer', { bold: true }),
              p('City of Austin Public Works Department', { italics: true }),
              bullet('Designed 14 miles of sidewalk and bike lane improvements'),
            ]),
          ]),
          heading('Education'),
          table([
            entry('2011 – 2015', [
              p('Bachelor of Science in Civil Engineering', { bold: true }),
              p('The University of Texas at Austin'),
            ]),
          ]),
          heading('Technical Skills'),
          p('Software: AutoCAD Civil 3D, MicroStation, HEC-RAS'),
          p('Design: Roadway geometry, Stormwater drainage, Traffic control plans'),
          heading('Licenses'),
          p('Professional Engineer (P.E.), Texas Board of Professional Engineers, 2019'),
        ],
      },
    ],
  })
  return new Uint8Array(await Packer.toBuffer(doc))
}

export const heldOut2Docx: Record<string, () => Promise<Uint8Array>> = {
  'warehouse-deshawn-carter': warehouse,
  'civil-engineer-ana-ferreira': civil,
}
