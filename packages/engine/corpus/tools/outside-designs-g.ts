// Held-out G (issue 14, eighth session): a confirmation set measured once by the lead. Resume designs made by other
// people that no other part of the corpus uses (LibreOffice's own two résumé templates, printed by LibreOffice; an
// HTML/CSS résumé printed by Chromium), filled with the people of corpus/outside/people-g.json (printed by no other
// design) as each design's own example fills it, before the parser was run on any of them. LibreOffice's
// templates are read where Debian installs them, the HTML design from its clone in corpus/outside/third-party
// (README.md); none is copied here, and their parses are only read per design and overall (but html-resume's and
// CV.ott's, tune from the eighth session after its one measurement: "tune-was-held-out-g").
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { escapeHtml as esc } from './html-text.ts'
import {
  degreeLine,
  fullName,
  type OutsideDesign,
  type OutsidePerson,
  type ThirdParty,
  thirdPartyRoot,
} from './outside-person.ts'

/** LibreOffice's personal templates, as Debian's libreoffice-common (7.4) installs them. */
const libreOfficeTemplates = '/usr/lib/libreoffice/share/template/common/personal'

/** A template's content.xml up to the end of its automatic styles: the body is ours, its styles the template's. */
const templateHead = (file: string) => {
  const content = execFileSync('unzip', ['-p', join(libreOfficeTemplates, file), 'content.xml'], {
    encoding: 'utf8',
  })
  return content.slice(0, content.indexOf('</office:automatic-styles>'))
}

const bodyXml = (head: string, styles: string, body: string[]) => ({
  'content.xml': `${head}${styles}</office:automatic-styles><office:body><office:text>\n${body.join('\n')}\n</office:text></office:body></office:document-content>\n`,
})

// LibreOffice's CV.ott: "Curriculum Vitae" over one borderless table of two columns, a bold section name in the
// left cell of its own row, then label and value rows ("Name", "Address", "Phone", "Email") and dated rows
// (the dates left, the text right: "Degree at School", as its example writes it); an empty row between sections.
// Its date of birth and nationality rows and its Languages section are left out (no such fields); the LinkedIn
// URL is a row of the About me kind, the summary a Profile section's row, each job its "Title, Company, City"
// line over one paragraph a duty, the skills one labelled row of its Skills kind, the certificates dated rows.
const libreOfficeCv = (p: OutsidePerson) => {
  const cell = (text: string, style = 'Standard') =>
    `<table:table-cell table:style-name="Table1.A1" office:value-type="string">${
      text ? `<text:p text:style-name="${style}">${text}</text:p>` : `<text:p text:style-name="${style}"/>`
    }</table:table-cell>`
  const row = (left: string, right: string | string[], style = 'Standard') =>
    `<table:table-row>${cell(left, style)}${
      Array.isArray(right)
        ? `<table:table-cell table:style-name="Table1.A1" office:value-type="string">${right
            .map((r) => `<text:p text:style-name="${style}">${r}</text:p>`)
            .join('')}</table:table-cell>`
        : cell(right, style)
    }</table:table-row>`
  const section = (name: string) =>
    row(`<text:span text:style-name="Strong_20_Emphasis">${name}</text:span>`, '')
  const gap = row('', '')
  const dates = (s: string) => esc(s.replace(' -- ', ' – '))
  const table = [
    section('About me'),
    row('Name', esc(fullName(p)), 'Table_20_Contents'),
    row('Address', esc(p.location), 'Table_20_Contents'),
    row('Phone', esc(p.phone), 'Table_20_Contents'),
    row('Email', esc(p.email), 'Table_20_Contents'),
    row('LinkedIn', esc(p.linkedin), 'Table_20_Contents'),
    gap,
    section('Profile'),
    row('', esc(p.summary)),
    gap,
    section('Experience'),
    ...p.jobs.map((j) =>
      row(dates(j.dates), [`${esc(j.title)}, ${esc(j.company)}, ${esc(j.city)}`, ...j.achievements.map(esc)]),
    ),
    gap,
    section('Education'),
    ...p.education.map((e) => row(dates(e.dates), `${esc(degreeLine(e))} at ${esc(e.institution)}`)),
    gap,
    section('Skills'),
    row('Professional', p.skills.map(esc).join(', ')),
    gap,
    section('Certifications'),
    ...p.certifications.map((c) => row(esc(c.date), `${esc(c.name)}, ${esc(c.issuer)}`)),
  ]
  return bodyXml(templateHead('CV.ott'), '', [
    '<text:h text:style-name="Heading_20_1" text:outline-level="1">Curriculum Vitae</text:h>',
    '<text:p text:style-name="Standard"><text:s/></text:p>',
    `<table:table table:name="Table1" table:style-name="Table1"><table:table-column table:style-name="Table1.A"/><table:table-column table:style-name="Table1.B"/>${table.join('')}</table:table>`,
    '<text:p text:style-name="Standard"/>',
  ])
}

// LibreOffice's Resume1page.ott: the name as its heading, three grey bold contact paragraphs (address lines, phone
// lines, e-mail and web page), ruled section names; a degree in bold over "School, date" (normal weight); each job
// a section of two page columns, "Title" over the company left and the dates right (after a column break), then a
// bulleted list; the skills a bulleted list in a two-column section. Ours: the location as its address, the
// phone, the e-mail over the LinkedIn URL as its web page; a Profile section (its kind of ruled heading) with the
// summary; a degree's dates where its example has the graduation date; a certificates section as its education
// entries are written ("Name" bold over "Issuer, year"). The position, which it has no place for, is left out.
const libreOfficeResume1page = (p: OutsidePerson) => {
  const heading = (style: string, name: string) =>
    `<text:h text:style-name="${style}" text:outline-level="3">${name}</text:h>`
  const list = (style: string, items: string[]) =>
    `<text:list text:style-name="L1">${items
      .map((i) => `<text:list-item><text:p text:style-name="${style}">${esc(i)}</text:p></text:list-item>`)
      .join('')}</text:list>`
  const twoLines = (bold: string, rest: string) =>
    `<text:p text:style-name="P5"><text:span text:style-name="T5">${bold}</text:span><text:span text:style-name="T3"><text:line-break/>${rest}</text:span></text:p>`
  return bodyXml(templateHead('Resume1page.ott'), '', [
    `<text:h text:style-name="P14" text:outline-level="1">${esc(fullName(p))}</text:h>`,
    `<text:p text:style-name="P4">${esc(p.location)}</text:p>`,
    `<text:p text:style-name="P4">${esc(p.phone)}</text:p>`,
    `<text:p text:style-name="P4">${esc(p.email)}<text:line-break/>${esc(p.linkedin)}</text:p>`,
    heading('P15', 'Profile'),
    `<text:p text:style-name="P13">${esc(p.summary)}</text:p>`,
    heading('P17', 'Education'),
    ...p.education.map((e) =>
      twoLines(esc(degreeLine(e)), `${esc(e.institution)}, ${esc(e.dates.replace(' -- ', ' – '))}`),
    ),
    heading('P17', 'Experience'),
    ...p.jobs.flatMap((j, n) => [
      `<text:section text:style-name="Sect1" text:name="Section${n + 1}"><text:p text:style-name="P3">${esc(j.title)}<text:line-break/><text:span text:style-name="T8">${esc(j.company)}</text:span></text:p><text:p text:style-name="P2">${esc(j.dates.replace(' -- ', ' – '))}</text:p></text:section>`,
      list('P6', j.achievements),
    ]),
    heading('P16', 'Skills'),
    `<text:section text:style-name="Sect2" text:name="Section${p.jobs.length + 1}">${list('P9', p.skills)}</text:section>`,
    heading('P16', 'Certifications'),
    ...p.certifications.map((c) => twoLines(esc(c.name), `${esc(c.issuer)}, ${esc(c.date)}`)),
  ])
}

const htmlResume: ThirdParty = {
  repo: 'mnjul/html-resume',
  commit: '71ffb26da44abb41dad40b64eb7a975ccc5dd247',
  dir: 'html-resume',
  inputs: '',
  // Its page links its style sheet and its two submodules (normalize.css, Font Awesome 4) by relative paths.
  links: { 'style.css': 'style.css', dep: 'dep' },
}

// mnjul's html-resume: its resume.html's head and structure, filled as its example is: the name and subtitle
// (capitals by its style sheet) over the main column; "main-block" sections of dated blocks (the start over "|"
// and the end in a right-aligned date column, a timeline dot, "Title" over the place and the location flush
// right, then a list), the education and certificates as concise blocks; a grey sidebar with the icon contact
// list, the skills in two lists and its disclaimer. The summary is a Profile block without dates (its example's
// course list is such a block).
const htmlResumePage = (p: OutsidePerson) => {
  const template = readFileSync(join(thirdPartyRoot, htmlResume.dir, 'resume.html'), 'utf8')
  const head = template.slice(0, template.indexOf('<body'))
  const disclaimer = template.match(/<div class="side-block" id="disclaimer">[\s\S]*?<\/div>/)![0]
  const block = (dates: string[], title: string, place: string, location: string, body: string) =>
    `<section class="blocks"><div class="date">${dates.map((d) => `<span>${esc(d)}</span>`).join('')}</div><div class="decorator"></div><div class="details">${
      title || place
        ? `<header>${title ? `<h3>${esc(title)}</h3>` : ''}${place ? `<span class="place">${esc(place)}</span>` : ''}${location ? `<span class="location">${esc(location)}</span>` : ''}</header>`
        : ''
    }${body}</div></section>`
  const mainBlock = (icon: string, name: string, blocks: string[], concise = false) =>
    `<section class="main-block${concise ? ' concise' : ''}"><h2><i class="fa fa-${icon}"></i> ${name}</h2>${blocks.join('')}</section>`
  const list = (items: string[]) => `<div><ul>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul></div>`
  const half = Math.ceil(p.skills.length / 2)
  const body = `<body lang="en"><section id="main"><header id="title"><h1>${esc(fullName(p))}</h1><span class="subtitle">${esc(p.position)}</span></header>
${mainBlock('user', 'Profile', [block([], '', '', '', `<div>${esc(p.summary)}</div>`)])}
${mainBlock(
  'suitcase',
  'Experience',
  p.jobs.map((j) => block(j.dates.split(' -- '), j.title, j.company, j.city, list(j.achievements))),
)}
${mainBlock(
  'graduation-cap',
  'Education',
  p.education.map((e) => block(e.dates.split(' -- '), degreeLine(e), e.institution, '', '')),
  true,
)}
${mainBlock(
  'certificate',
  'Certifications',
  p.certifications.map((c) => block([c.date], c.name, c.issuer, '', '')),
  true,
)}
</section><aside id="sidebar"><div class="side-block" id="contact"><h1>Contact Info</h1><ul>
<li><i class="fa fa-linkedin"></i> ${esc(p.linkedin)}</li>
<li><i class="fa fa-envelope"></i> ${esc(p.email)}</li>
<li><i class="fa fa-phone"></i> ${esc(p.phone)}</li>
<li><i class="fa fa-map-marker"></i> ${esc(p.location)}</li>
</ul></div><div class="side-block" id="skills"><h1>Skills</h1>
<ul>${p.skills
    .slice(0, half)
    .map((s) => `<li>${esc(s)}</li>`)
    .join('')}</ul>
<ul>${p.skills
    .slice(half)
    .map((s) => `<li>${esc(s)}</li>`)
    .join('')}</ul></div>
${disclaimer}
</aside></body></html>
`
  return `${head}${body}`
}

export const heldOutGDesigns: OutsideDesign[] = [
  {
    id: 'libreoffice-cv',
    source: "LibreOffice's CV.ott template (libreoffice-common 7.4.7), printed by LibreOffice",
    split: 'tune-was-held-out-g',
    engine: 'libreoffice',
    installedTemplate: join(libreOfficeTemplates, 'CV.ott'),
    missing: ['position'],
    skillsGroup: 'Professional',
    layout:
      '"Curriculum Vitae" over a borderless two-column table: bold section names in the left column, label and value rows, dates left of "Title, Company, City" and duty paragraphs, "Degree at School"',
    render: libreOfficeCv,
  },
  {
    id: 'libreoffice-resume1page',
    source: "LibreOffice's Resume1page.ott template (libreoffice-common 7.4.7), printed by LibreOffice",
    split: 'held-out-g',
    engine: 'libreoffice',
    installedTemplate: join(libreOfficeTemplates, 'Resume1page.ott'),
    missing: ['position'],
    layout:
      'name heading, grey bold contact paragraphs, section names between rules, bold degree over "School, dates", each job a two-column section ("Title" over the company, dates in the right column) over a bulleted list, skills bulleted in two columns',
    render: libreOfficeResume1page,
  },
  {
    id: 'html-resume',
    source: "mnjul's html-resume (mnjul/html-resume), printed by Chromium",
    split: 'tune-was-held-out-g',
    engine: 'chromium',
    capitals: ['name', 'position'],
    thirdParty: htmlResume,
    layout:
      'capitalised name and subtitle, icon section names over a timeline: start over "|" over end in a right-aligned date column, "Title" over the place with the location flush right, a grey right sidebar with icon contact lines, two skill lists and a disclaimer',
    render: htmlResumePage,
  },
]
