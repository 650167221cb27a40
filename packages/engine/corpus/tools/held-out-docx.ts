// The held-out DOCX resumes, each written out by hand in its own Word layout (layout tables, tab stops,
// capitals, a two-column table), unlike the corpus generator's three layouts. Labels: held-out/truth.json.
import {
  AlignmentType,
  BorderStyle,
  Document,
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
import { bullet, noBorders, p } from './docx-parts.ts'

const right = (...lines: string[]) =>
  lines.map((text) => new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun(text)] }))
const cell = (children: Paragraph[], width: number) =>
  new TableCell({ width: { size: width, type: WidthType.PERCENTAGE }, children })
const layoutTable = (rows: TableRow[]) =>
  new Table({ rows, width: { size: 100, type: WidthType.PERCENTAGE }, borders: noBorders })
const capsHeading = (text: string) =>
  new Paragraph({
    spacing: { before: 240, after: 60 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '444444', space: 1 } },
    children: [new TextRun({ text, bold: true, size: 22 })],
  })
const tabbed = (left: TextRun[], right: string) =>
  new Paragraph({
    tabStops: [{ type: TabStopType.RIGHT, position: 9300 }],
    children: [...left, new TextRun({ text: `\t${right}` })],
  })

async function pack(children: (Paragraph | Table)[]): Promise<Uint8Array> {
  return new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children }] })))
}

/** Accountant: header and every job in borderless layout tables, "CORE COMPETENCIES" as a 3×3 grid. */
function accountant(): Promise<Uint8Array> {
  const job = (company: string, title: string, dates: string, bullets: string[]) => [
    layoutTable([
      new TableRow({
        children: [
          cell([p(company, { bold: true }), p(title, { italics: true })], 70),
          cell(right(dates), 30),
        ],
      }),
    ]),
    ...bullets.map(bullet),
  ]
  const grid = [
    ['GAAP', 'Month-end close', 'Account reconciliation'],
    ['SOX compliance', 'Oracle NetSuite', 'Excel (Power Query)'],
    ['Financial reporting', 'Audit support', 'Fixed assets'],
  ]
  return pack([
    layoutTable([
      new TableRow({
        children: [
          cell(
            [p("James O'Connor, CPA", { bold: true, size: 40 }), p('Senior Accountant', { size: 24 })],
            60,
          ),
          cell(
            right(
              'Boston, MA',
              '617-555-0199',
              'james.oconnor@outlook.com',
              'linkedin.com/in/jamesoconnorcpa',
            ),
            40,
          ),
        ],
      }),
    ]),
    capsHeading('SUMMARY'),
    p(
      'CPA with seven years in public accounting and asset management. I close the books on time, keep auditors happy and automate the reconciliations nobody wants to do by hand.',
    ),
    capsHeading('PROFESSIONAL EXPERIENCE'),
    ...job('State Street Corporation', 'Senior Accountant', 'Jun 2020 – Present', [
      'Own month-end close for three fund entities with $4.2B in assets',
      'Automated bank reconciliations in Excel Power Query, saving 20 hours per month',
      'Led the migration of the fixed-asset register to Oracle NetSuite',
    ]),
    ...job('Grant Thornton LLP', 'Audit Associate', 'Sep 2017 – May 2020', [
      'Audited manufacturing and nonprofit clients with revenue up to $300M',
      'Tested internal controls under SOX 404 and drafted management letters',
    ]),
    capsHeading('EDUCATION'),
    layoutTable(
      [
        ['M.S. in Taxation, Bentley University', '2021'],
        ['B.S. in Accounting, Boston College', 'May 2017'],
      ].map(([what, when]) => new TableRow({ children: [cell([p(what!)], 70), cell(right(when!), 30)] })),
    ),
    capsHeading('CORE COMPETENCIES'),
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      rows: grid.map((row) => new TableRow({ children: row.map((s) => cell([p(s)], 33)) })),
    }),
    capsHeading('CERTIFICATIONS'),
    p('Certified Public Accountant (CPA), Massachusetts Board of Public Accountancy, 2019'),
  ])
}

/** Electrician: plain paragraphs, a Title-style name in capitals, "Company | Title | 2018–Present" lines. */
function electrician(): Promise<Uint8Array> {
  return pack([
    new Paragraph({ text: 'DEREK MILLER', heading: HeadingLevel.TITLE }),
    p('Licensed Journeyman Electrician'),
    p('Phoenix, AZ • 602-555-0177 • derek.miller.electric@gmail.com'),
    capsHeading('WORK HISTORY'),
    p('Bright Spark Electric LLC | Journeyman Electrician | 2018–Present', { bold: true }),
    bullet(
      'Install and service power, lighting and fire alarm systems in commercial buildings up to 200,000 sq ft',
    ),
    bullet('Run crews of two apprentices on tenant improvement projects'),
    bullet('Passed every city inspection on my last 40 jobs'),
    p('Desert Power Contractors Inc. | Apprentice Electrician | 2014–2018', { bold: true }),
    bullet('Bent and installed EMT and rigid conduit for new construction'),
    bullet('Pulled wire and terminated panels under a licensed journeyman'),
    capsHeading('LICENSES & CERTIFICATIONS'),
    bullet('Journeyman Electrician License, Arizona Registrar of Contractors, 2018'),
    bullet('OSHA 30-Hour Construction, OSHA, 2019'),
    capsHeading('SKILLS'),
    ...[
      'Commercial wiring',
      'Conduit bending',
      'Blueprint reading',
      'NEC code compliance',
      'Troubleshooting',
      'Motor controls',
      'PLC basics',
    ].map(bullet),
    capsHeading('EDUCATION'),
    p('Electrical Apprenticeship Program — Arizona Builders Alliance — 2014–2018'),
    p('High School Diploma — Mesa High School — 2013'),
  ])
}

/** Executive: a long career in tab-stop lines (title, dates) over italic company lines, Word headings. */
function executive(): Promise<Uint8Array> {
  const job = (title: string, dates: string, company: string, bullets: string[]) => [
    tabbed([new TextRun({ text: title, bold: true })], dates),
    p(company, { italics: true }),
    ...bullets.map(bullet),
  ]
  return pack([
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [new TextRun({ text: 'ROBERT J. HUGHES', bold: true, size: 36 })],
    }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [new TextRun('Chief Operating Officer | Supply Chain & Operations Executive')],
    }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [
        new TextRun('Charlotte, NC | 704.555.0111 | rhughes.exec@gmail.com | linkedin.com/in/robertjhughes'),
      ],
    }),
    new Paragraph({ text: 'Executive Summary', heading: HeadingLevel.HEADING_1 }),
    p(
      'Operations executive with 25 years in freight, retail distribution and logistics. I have run networks of 40 distribution centres, led two acquisitions through integration and built teams that keep service levels high while costs fall.',
    ),
    new Paragraph({ text: 'Career History', heading: HeadingLevel.HEADING_1 }),
    ...job('Chief Operating Officer', '2019 – Present', 'Carolina Freight Systems, Charlotte, NC', [
      'Run operations for a $1.8B carrier with 6,500 employees and 38 terminals',
      'Raised on-time delivery from 91% to 97% while cutting cost per shipment by 8%',
      'Integrated the acquisition of Blue Ridge Logistics within nine months',
    ]),
    ...job('Senior Vice President, Operations', '2015 – 2019', 'Carolina Freight Systems, Charlotte, NC', [
      'Consolidated 12 terminals into 8 hubs, saving $22M a year',
      'Rolled out a new transportation management system to 3,000 drivers',
    ]),
    ...job('Vice President, Distribution', '2010 – 2015', "Lowe's Companies, Inc., Mooresville, NC", [
      'Led 14 regional distribution centres serving 600 stores',
      'Opened two automated fulfilment centres on time and under budget',
    ]),
    ...job('Director of Logistics', '2005 – 2010', 'Family Dollar Stores, Matthews, NC', [
      'Managed inbound freight of $400M a year and a private fleet of 250 tractors',
    ]),
    ...job('Operations Manager', '2001 – 2005', 'Ryder System, Inc., Atlanta, GA', [
      'Ran a dedicated contract carriage site for a grocery customer with 120 drivers',
    ]),
    ...job('Logistics Analyst', '1998 – 2001', 'Ryder System, Inc., Miami, FL', [
      'Built routing models that cut empty miles by 12% for key accounts',
    ]),
    new Paragraph({ text: 'Board & Advisory Roles', heading: HeadingLevel.HEADING_1 }),
    p('Board Member, Charlotte Regional Business Alliance (2020 – Present)'),
    p('Advisory Board, UNC Charlotte Global Logistics Program (2017 – Present)'),
    new Paragraph({ text: 'Education', heading: HeadingLevel.HEADING_1 }),
    p('Master of Business Administration (MBA) — Duke University, Fuqua School of Business — 2004'),
    p('B.S. Industrial Engineering — Georgia Institute of Technology — 1998'),
    new Paragraph({ text: 'Areas of Expertise', heading: HeadingLevel.HEADING_1 }),
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      rows: [
        ['P&L Management', 'Supply Chain Strategy'],
        ['Lean Six Sigma', 'M&A Integration'],
        ['Network Optimization', 'Labor Relations'],
        ['ERP Implementation (SAP)', 'Board Reporting'],
      ].map((row) => new TableRow({ children: row.map((s) => cell([bullet(s)], 50)) })),
    }),
  ])
}

/** HR generalist: the whole page is a two-column table, a narrow sidebar cell beside the main cell. */
function hrGeneralist(): Promise<Uint8Array> {
  const side = [
    p('Tomasz Nowak', { bold: true, size: 36 }),
    p('HR Generalist', { size: 24 }),
    p(''),
    p('CONTACT', { bold: true }),
    p('Kraków, Poland'),
    p('+48 512 345 678'),
    p('tomasz.nowak@wp.pl'),
    p('linkedin.com/in/tomasznowakhr'),
    p(''),
    p('SKILLS', { bold: true }),
    ...[
      'Recruitment',
      'Onboarding',
      'Labour law',
      'Workday',
      'Payroll coordination',
      'Employee relations',
    ].map(bullet),
    p(''),
    p('LANGUAGES', { bold: true }),
    p('Polish — native'),
    p('English — C1'),
  ]
  const main = [
    p('PROFILE', { bold: true }),
    p(
      'HR generalist with seven years supporting engineering and shared-services teams of up to 900 people. I handle the full employee lifecycle, from hiring to exit interviews, with a focus on fair and well-documented processes.',
    ),
    p(''),
    p('EMPLOYMENT', { bold: true }),
    p('HR Generalist — Aptiv Services Poland S.A.', { bold: true }),
    p('03/2020 – Present'),
    bullet('Support 600 employees in two engineering centres as their first HR contact'),
    bullet('Cut time to hire for engineers from 52 to 38 days by reworking the interview loop'),
    bullet('Introduced Workday onboarding checklists now used across the Polish sites'),
    p('HR Assistant — Comarch S.A.', { bold: true }),
    p('07/2017 – 02/2020'),
    bullet('Prepared employment contracts and annexes in line with the Polish Labour Code'),
    bullet('Coordinated payroll inputs for 900 employees each month'),
    p(''),
    p('EDUCATION', { bold: true }),
    p('Jagiellonian University', { bold: true }),
    p("Master's degree in Human Resource Management, 2012 – 2017"),
  ]
  return pack([
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      borders: noBorders,
      rows: [new TableRow({ children: [cell(side, 32), cell(main, 68)] })],
    }),
  ])
}

export const heldOutDocx: Record<string, () => Promise<Uint8Array>> = {
  'accountant-james-oconnor': accountant,
  'electrician-derek-miller': electrician,
  'executive-robert-hughes': executive,
  'hr-generalist-tomasz-nowak': hrGeneralist,
}
