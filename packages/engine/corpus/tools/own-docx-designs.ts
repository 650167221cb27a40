// Word-style résumé layouts of the kinds common Word and LibreOffice templates use (a layout table with a
// sidebar, a text box holding the contact details, headings in a table's left column beside their entries,
// skills in newspaper columns, the name and contact line in the page header, "Page N of M" footers). We write
// them as flat ODT; LibreOffice's DOCX filter writes the DOCX the engine reads (generate-outside-docx.ts).
import { bullets, type FodtPage, p, pageOfPages, table, textBox, twoColumns, xml } from './fodt.ts'
import { degreeLine, type OutsidePerson } from './outside-person.ts'

export interface DocxDesign {
  id: string
  layout: string
  render: (person: OutsidePerson) => FodtPage
}

/** "Mar 2021 -- Present" as printed: an en dash. */
export const printedDates = (dates: string) => dates.replace(/ -- /g, ' – ')
const name = (x: OutsidePerson) => `${x.first} ${x.last}`
const t = (s: string) => xml(s)
const certLine = (c: OutsidePerson['certifications'][number]) => `${c.name} — ${c.issuer}, ${c.date}`

// A sidebar template: one two-column layout table, contact, skills and certifications in the narrow cell.
const sidebarTable: DocxDesign = {
  id: 'lo-sidebar-table',
  layout: 'layout table: a left sidebar cell (name, contact, skills, certifications) beside the main cell',
  render: (x) => ({
    tables: { Layout: [5.5, 11.5] },
    footer: pageOfPages,
    body: table(
      'Layout',
      [5.5, 11.5],
      [
        [
          [
            p('Name', t(x.first)),
            p('Name', t(x.last)),
            p('Headline', t(x.position)),
            p('SideHeading', 'Contact'),
            ...[x.email, x.phone, x.location, x.linkedin].map((c) => p('Body', t(c))),
            p('SideHeading', 'Skills'),
            ...x.skills.map((s) => p('Body', t(s))),
            p('SideHeading', 'Certifications'),
            ...x.certifications.map((c) => p('Body', t(certLine(c)))),
          ].join(''),
          [
            p('Heading', 'Profile'),
            p('Body', t(x.summary)),
            p('Heading', 'Experience'),
            ...x.jobs.map(
              (j) =>
                p('Strong', t(j.title)) +
                p('Body', t(`${j.company} | ${j.city}`)) +
                p('Italic', t(printedDates(j.dates))) +
                bullets(j.achievements),
            ),
            p('Heading', 'Education'),
            ...x.education.map(
              (e) =>
                p('Strong', t(degreeLine(e))) +
                p('Body', t(e.institution)) +
                p('Italic', t(printedDates(e.dates))),
            ),
          ].join(''),
        ],
      ],
    ),
  }),
}

// The name and headline in the page header, the contact details in a text box, entries with their dates at a
// right tab, skills in two newspaper columns.
const headerBox: DocxDesign = {
  id: 'lo-header-box',
  layout: 'name in the page header, contact in a text box, "Title, Company<tab>dates", skills in two columns',
  render: (x) => ({
    header: p('Name', t(name(x))) + p('Headline', t(x.position)),
    footer: pageOfPages,
    body: [
      textBox('Contact', 6, [x.email, x.phone, x.location, x.linkedin].map((c) => p('Body', t(c))).join('')),
      p('Heading', 'Summary'),
      p('Body', t(x.summary)),
      p('Heading', 'Work Experience'),
      ...x.jobs.map(
        (j) =>
          p('Dated', `${t(`${j.title}, ${j.company}`)}<text:tab/>${t(printedDates(j.dates))}`) +
          p('Italic', t(j.city)) +
          bullets(j.achievements),
      ),
      p('Heading', 'Education'),
      ...x.education.map(
        (e) =>
          p('Dated', `${t(e.institution)}<text:tab/>${t(printedDates(e.dates))}`) +
          p('Body', t(degreeLine(e))),
      ),
      p('Heading', 'Skills'),
      twoColumns('Skills', bullets(x.skills)),
      p('Heading', 'Certifications'),
      bullets(x.certifications.map(certLine)),
    ].join(''),
  }),
}

// Each section a table row: the heading in the left column, the entries beside it, each entry's dates in a
// label column of its own.
const gutterTable: DocxDesign = {
  id: 'lo-gutter-table',
  layout: 'headings in a left table column beside their content; dates in a column of their own',
  render: (x) => {
    const entries = (tableName: string, rows: [string, string][]) =>
      table(
        tableName,
        [3, 10.2],
        rows.map(([dates, content]) => [p('Body', t(dates)), content]),
      )
    const work = entries(
      'Work',
      x.jobs.map((j) => [
        printedDates(j.dates),
        p('Strong', t(j.title)) + p('Body', t(`${j.company}, ${j.city}`)) + bullets(j.achievements),
      ]),
    )
    const school = entries(
      'School',
      x.education.map((e) => [
        printedDates(e.dates),
        p('Strong', t(e.degree)) + p('Body', t(e.field)) + p('Body', t(e.institution)),
      ]),
    )
    return {
      tables: { Sections: [3.5, 13.5], Work: [3, 10.2], School: [3, 10.2] },
      body: [
        p('NameCentered', t(name(x))),
        p('Centered', t(x.position)),
        p('Centered', t([x.location, x.phone, x.email, x.linkedin].join('  ·  '))),
        table(
          'Sections',
          [3.5, 13.5],
          [
            [p('SideHeading', 'PROFILE'), p('Body', t(x.summary))],
            [p('SideHeading', 'EXPERIENCE'), work],
            [p('SideHeading', 'EDUCATION'), school],
            [p('SideHeading', 'SKILLS'), p('Body', t(x.skills.join(' · ')))],
            [
              p('SideHeading', 'CERTIFICATIONS'),
              x.certifications.map((c) => p('Body', t(certLine(c)))).join(''),
            ],
          ],
        ),
      ].join(''),
    }
  },
}

// A classic centred template: the contact line in the page header, "Company — City<tab>dates" over the title.
const classicHeader: DocxDesign = {
  id: 'lo-classic-header',
  layout: 'contact line in the page header, "Company — City<tab>dates" over an italic title, inline skills',
  render: (x) => ({
    header: p('Small', t([x.location, x.phone, x.email, x.linkedin].join(' | '))),
    body: [
      p('NameCentered', t(name(x))),
      p('Centered', t(x.position)),
      p('Heading', 'Professional Summary'),
      p('Body', t(x.summary)),
      p('Heading', 'Professional Experience'),
      ...x.jobs.map(
        (j) =>
          p('Dated', `${t(`${j.company} — ${j.city}`)}<text:tab/>${t(printedDates(j.dates))}`) +
          p('Italic', t(j.title)) +
          bullets(j.achievements),
      ),
      p('Heading', 'Education'),
      ...x.education.map(
        (e) =>
          p('Dated', `${t(degreeLine(e))}<text:tab/>${t(printedDates(e.dates))}`) +
          p('Italic', t(e.institution)),
      ),
      p('Heading', 'Skills'),
      p('Body', t(x.skills.join(', '))),
      p('Heading', t('Licenses & Certifications')),
      bullets(x.certifications.map((c) => `${c.name} (${c.issuer}, ${c.date})`)),
    ].join(''),
  }),
}

export const docxDesigns: DocxDesign[] = [sidebarTable, headerBox, gutterTable, classicHeader]
