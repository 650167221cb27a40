import { htmlText as esc } from './html-text.ts'
// Layouts of outside kinds that we typeset ourselves (HTML printed by Chromium), to tune the parser on a kind
// whose outside designs are all in the held-out half: Europass-style label/value rows with the labels in a
// right-aligned column, letter-spaced headings with an icon glyph, skill groups with labels. Tune half only.
import type { OutsideDesign, OutsidePerson } from './outside-person.ts'
import { fullName as name } from './outside-person.ts'

const page = (css: string, body: string) => `<!doctype html>
<html><head><meta charset="utf-8"><style>
@page { size: A4; margin: 14mm 14mm; }
body { font-family: 'Liberation Sans', sans-serif; font-size: 9.5pt; color: #222; margin: 0; line-height: 1.3; }
${css}
</style></head><body>
${body}
</body></html>
`

/**
 * Label/value rows: a right-aligned label column, a rule, the value; section names in the label column.
 * `plainText`: labels as large as the values, section names in capitals, list items with `marker` ("•", or the
 * en dash of europecv's lists) typed as text and a running footer, as Word's Europass templates print them.
 */
function labelValue(
  labels: {
    title: string
    personal: string
    name: string
    address: string
    phone: string
    email: string
    web: string
    position: string
    summary: string
    work: string
    dates: string
    occupation: string
    activities: string
    employer: string
    education: string
    qualification: string
    subjects: string
    organisation: string
    skills: string
    skillsLabel: string
    certificates: string
  },
  plainText = false,
  marker = '•',
) {
  const row = (label: string, value: string, cls = '') =>
    `<tr${cls ? ` class="${cls}"` : ''}><td class="l">${esc(label)}</td><td class="v">${value}</td></tr>`
  const section = (label: string) => row(label, '', 'sec')
  const list = (items: string[]) =>
    plainText
      ? items.map((a) => `<div>${marker}&nbsp; ${esc(a)}</div>`).join('')
      : `<ul>${items.map((a) => `<li>${esc(a)}</li>`).join('')}</ul>`
  return (p: OutsidePerson) =>
    page(
      `table { width: 100%; border-collapse: collapse; }
td { vertical-align: top; padding: 1.5pt 0; }
td.l { width: 30%; text-align: right; padding-right: 9pt; border-right: 0.8pt solid #777; color: #444; font-size: 8.5pt; }
td.v { padding-left: 9pt; }
tr.sec td.l { font-size: 11pt; font-weight: bold; color: #000; padding-top: 11pt; }
tr.gap td { height: 7pt; }
.title td.l { font-size: 17pt; font-weight: bold; color: #000; }
.name td.v { font-size: 13pt; font-weight: bold; }
ul { margin: 0; padding-left: 12pt; }
${plainText ? 'td.l { font-size: 9.5pt; } tr.sec td.l { text-transform: uppercase; font-size: 10pt; } .foot { position: fixed; bottom: 0; width: 100%; text-align: center; font-size: 7.5pt; color: #666; }' : ''}`,
      `${plainText ? `<div class="foot">Curriculum vitae of ${esc(name(p))} — for more information on Europass go to http://europass.cedefop.europa.eu</div>` : ''}
<table>
${row(labels.title, '', 'title')}
${section(labels.personal)}
${row(labels.name, esc(name(p)), 'name')}
${row(labels.address, esc(p.location))}
${row(labels.phone, esc(p.phone))}
${row(labels.email, esc(p.email))}
${row(labels.web, esc(p.linkedin))}
${section(labels.position)}
${row('', esc(p.position))}
${section(labels.summary)}
${row('', esc(p.summary))}
${section(labels.work)}
${p.jobs
  .map(
    (j) => `${row(labels.dates, esc(j.dates))}
${row(labels.occupation, esc(j.title))}
${row(labels.activities, list(j.achievements))}
${row(labels.employer, `${esc(j.company)}, ${esc(j.city)}`)}
<tr class="gap"><td class="l"></td><td></td></tr>`,
  )
  .join('\n')}
${section(labels.education)}
${p.education
  .map(
    (e) => `${row(labels.dates, esc(e.dates))}
${row(labels.qualification, esc(e.degree))}
${e.field ? row(labels.subjects, esc(e.field)) : ''}
${row(labels.organisation, esc(e.institution))}
<tr class="gap"><td class="l"></td><td></td></tr>`,
  )
  .join('\n')}
${section(labels.skills)}
${row(labels.skillsLabel, esc(p.skills.join(', ')))}
${section(labels.certificates)}
${p.certifications.map((c) => row(c.date, `${esc(c.name)}, ${esc(c.issuer)}`)).join('\n')}
</table>`,
    )
}

/** Headings letter-spaced in capitals after an icon glyph; skills in labelled groups; "Title, Company" lines. */
const spacedIcons = (p: OutsidePerson) => {
  const heading = (icon: string, text: string) => `<h2><span class="icon">${icon}</span>${esc(text)}</h2>`
  const half = Math.ceil(p.skills.length / 2)
  return page(
    `h1 { font-size: 22pt; margin: 0; letter-spacing: 1pt; }
.headline { font-size: 11pt; color: #555; margin: 2pt 0 4pt; }
h2 { font-size: 10.5pt; text-transform: uppercase; letter-spacing: 4.5pt; margin: 13pt 0 5pt; color: #234; }
h2 .icon { font-family: 'DejaVu Sans'; letter-spacing: 0; margin-right: 7pt; color: #58a; }
.job { margin-top: 6pt; }
.job .top { display: flex; justify-content: space-between; font-weight: bold; }
ul { margin: 2pt 0 0; padding-left: 14pt; }
p { margin: 2pt 0; }`,
    `<h1>${esc(name(p))}</h1>
<div class="headline">${esc(p.position)}</div>
<div>${[p.email, p.phone, p.location, p.linkedin].map(esc).join(' &nbsp;·&nbsp; ')}</div>
${heading('✎', 'Profile')}
<p>${esc(p.summary)}</p>
${heading('⚒', 'Experience')}
${p.jobs
  .map(
    (
      j,
    ) => `<div class="job"><div class="top"><span>${esc(j.title)}, ${esc(j.company)}</span><span>${esc(j.dates)}</span></div>
<div>${esc(j.city)}</div>
<ul>${j.achievements.map((a) => `<li>${esc(a)}</li>`).join('')}</ul></div>`,
  )
  .join('\n')}
${heading('✪', 'Education')}
${p.education
  .map(
    (e) =>
      `<div class="job"><div class="top"><span>${esc(e.institution)}</span><span>${esc(e.dates)}</span></div><div>${esc(e.degree)}${e.field ? `, ${esc(e.field)}` : ''}</div></div>`,
  )
  .join('\n')}
${heading('⚙', 'Skills')}
<p>Core: ${esc(p.skills.slice(0, half).join(', '))}</p>
<p>Tools: ${esc(p.skills.slice(half).join(', '))}</p>
${heading('✔', 'Certifications')}
${p.certifications.map((c) => `<p>${esc(c.name)} — ${esc(c.issuer)}, ${esc(c.date)}</p>`).join('\n')}`,
  )
}

/** A narrow left sidebar (contact details wrapping anywhere, skills); small-caps headings; "Company — Title". */
const smallCapsSidebar = (p: OutsidePerson) =>
  page(
    `.grid { display: flex; }
.side { width: 31mm; background: #eef1f4; padding: 8pt; box-sizing: border-box; font-size: 8.5pt; overflow-wrap: anywhere; }
.side div { margin-bottom: 4pt; }
.main { flex: 1; padding-left: 14pt; }
h1 { font-size: 20pt; margin: 0; font-variant: small-caps; }
.headline { font-size: 11pt; margin: 2pt 0 8pt; }
h2 { font-size: 12pt; font-variant: small-caps; font-weight: normal; border-bottom: 0.6pt solid #999; margin: 11pt 0 4pt; }
.side h2 { font-size: 10pt; margin-top: 2pt; }
.top { display: flex; justify-content: space-between; margin-top: 5pt; }
ul { margin: 2pt 0 0; padding-left: 13pt; }`,
    `<div class="grid"><div class="side">
<h2>Contact</h2>
<div>${esc(p.location)}</div><div>${esc(p.phone)}</div><div>${esc(p.email)}</div><div>${esc(p.linkedin)}</div>
<h2>Skills</h2>
${p.skills.map((k) => `<div>${esc(k)}</div>`).join('')}
</div><div class="main">
<h1>${esc(name(p))}</h1>
<div class="headline">${esc(p.position)}</div>
<h2>Summary</h2>
<div>${esc(p.summary)}</div>
<h2>Work Experience</h2>
${p.jobs
  .map(
    (j) => `<div class="top"><b>${esc(j.company)} — ${esc(j.title)}</b><span>${esc(j.dates)}</span></div>
<ul>${j.achievements.map((a) => `<li>${esc(a)}</li>`).join('')}</ul>`,
  )
  .join('\n')}
<h2>Education</h2>
${p.education
  .map(
    (e) =>
      `<div class="top"><span>${esc(e.degree)}${e.field ? ` in ${esc(e.field)}` : ''}, ${esc(e.institution)}</span><span>${esc(e.dates)}</span></div>`,
  )
  .join('\n')}
<h2>Certifications</h2>
${p.certifications.map((c) => `<div>${esc(c.name)} (${esc(c.issuer)}), ${esc(c.date)}</div>`).join('\n')}
</div></div>`,
  )

/** Europass 2004's English labels, as large as the values (own-europass-text and its dash-typed variant). */
const europassTextLabels = {
  title: 'Europass Curriculum Vitae',
  personal: 'Personal information',
  name: 'First name(s) / Surname(s)',
  address: 'Address(es)',
  phone: 'Mobile',
  email: 'E-mail(s)',
  web: 'LinkedIn',
  position: 'Job applied for',
  summary: 'Personal statement',
  work: 'Work experience',
  dates: 'Dates',
  occupation: 'Occupation or position held',
  activities: 'Main activities and responsibilities',
  employer: 'Name and address of employer',
  education: 'Education and training',
  qualification: 'Title of qualification awarded',
  subjects: 'Principal subjects / occupational skills covered',
  organisation: 'Name and type of organisation providing education and training',
  skills: 'Personal skills',
  skillsLabel: 'Job-related skills',
  certificates: 'Certificates',
}

export const ownDesigns: OutsideDesign[] = [
  {
    id: 'own-europass-labels',
    source: 'ours: Europass 2004 field labels in a right-aligned label column (HTML, Chromium)',
    split: 'tune',
    engine: 'chromium',
    layout: 'label/value rows: right-aligned labels, a rule, the values; section names in the label column',
    render: labelValue({
      title: 'Curriculum Vitae',
      personal: 'Personal information',
      name: 'Surname(s) / First name(s)',
      address: 'Address',
      phone: 'Telephone(s)',
      email: 'E-mail',
      web: 'Website',
      position: 'Desired employment / Occupational field',
      summary: 'Profile',
      work: 'Work experience',
      dates: 'Dates',
      occupation: 'Occupation or position held',
      activities: 'Main activities and responsibilities',
      employer: 'Name and address of employer',
      education: 'Education and training',
      qualification: 'Title of qualification awarded',
      subjects: 'Principal subjects / occupational skills covered',
      organisation: 'Name and type of organisation providing education and training',
      skills: 'Personal skills and competences',
      skillsLabel: 'Technical skills and competences',
      certificates: 'Certificates',
    }),
  },
  {
    id: 'own-plain-labels',
    source: 'ours: plain field labels in a right-aligned label column (HTML, Chromium)',
    split: 'tune',
    engine: 'chromium',
    layout: 'label/value rows with plain labels (Period, Role, Employer, Duties, Degree, School)',
    render: labelValue({
      title: 'Résumé',
      personal: 'Contact',
      name: 'Name',
      address: 'Location',
      phone: 'Phone',
      email: 'Email',
      web: 'LinkedIn',
      position: 'Current role',
      summary: 'Summary',
      work: 'Employment',
      dates: 'Period',
      occupation: 'Role',
      activities: 'Duties',
      employer: 'Employer',
      education: 'Education',
      qualification: 'Degree',
      subjects: 'Field of study',
      organisation: 'School',
      skills: 'Skills',
      skillsLabel: 'Key skills',
      certificates: 'Certifications',
    }),
  },
  {
    id: 'own-europass-text',
    source:
      'ours: Europass 2004 labels as large as the values, typed bullets, a running footer (HTML, Chromium)',
    split: 'tune',
    engine: 'chromium',
    layout: 'label/value rows; section names in capitals; "•" typed as text; a footer line on every page',
    render: labelValue(europassTextLabels, true),
  },
  {
    id: 'own-europass-dashes',
    source: 'ours: as own-europass-text, list items typed with an en dash (HTML, Chromium)',
    split: 'tune',
    engine: 'chromium',
    layout:
      'label/value rows; section names in capitals; "–" typed as list markers; a footer line on every page',
    render: labelValue(europassTextLabels, true, '–'),
  },
  {
    id: 'own-spaced-icons',
    source: 'ours: letter-spaced capital headings after icon glyphs, labelled skill groups (HTML, Chromium)',
    split: 'tune',
    engine: 'chromium',
    layout: 'one column; "E X P E R I E N C E" headings after an icon; "Title, Company" lines; skill groups',
    render: spacedIcons,
  },
  {
    id: 'own-smallcaps-sidebar',
    source: 'ours: a narrow left sidebar, small-caps headings, "Company — Title" lines (HTML, Chromium)',
    split: 'tune',
    engine: 'chromium',
    layout: 'left sidebar (contact wrapping mid-address, skills); small-caps headings; company before title',
    render: smallCapsSidebar,
  },
]
