import { htmlText as esc } from './html-text.ts'
// Our layouts of kinds the held-out designs show, picked from their classes' documented typography (never from
// their parses): dates in a narrow left margin beside "Company, City" over the title (a topic list), a contact
// block set in the dates margin beside the summary, and a short contact block left of an indented body. HTML printed by Chromium; tune half only.
import type { OutsideDesign, OutsidePerson } from './outside-person.ts'
import { fullName as name } from './outside-person.ts'

const list = (items: string[]) => `<ul>${items.map((a) => `<li>${esc(a)}</li>`).join('')}</ul>`

const page = (css: string, body: string) => `<!doctype html>
<html><head><meta charset="utf-8"><style>
@page { size: A4; margin: 18mm 18mm; }
body { font-family: 'Liberation Serif', serif; font-size: 10.5pt; color: #111; margin: 0; line-height: 1.25; }
table { width: 100%; border-collapse: collapse; }
td { vertical-align: top; padding: 1pt 0; }
ul { margin: 1pt 0 3pt; padding-left: 14pt; }
${css}
</style></head><body>
${body}
</body></html>
`

/**
 * A centred name over two header blocks; sections of rows with the dates in a left margin. `breakWide`: a
 * label wider than the margin is set on a line of its own running past it, the entry starting below (as
 * simplecv's topic list documents; judged here by length).
 */
const topicMargin = (breakWide: boolean) => (p: OutsidePerson) => {
  const row = (margin: string, content: string) =>
    breakWide && margin.length > 11
      ? `<tr><td colspan="2" class="wide">${margin}</td></tr><tr><td class="m"></td><td>${content}</td></tr>`
      : `<tr><td class="m">${margin}</td><td>${content}</td></tr>`
  const section = (title: string, rows: string[]) => `<h2>${esc(title)}</h2><table>${rows.join('\n')}</table>`
  return page(
    `h1 { text-align: center; font-size: 20pt; font-weight: normal; margin: 0 0 6pt; }
.head { display: flex; justify-content: space-between; font-size: 9.5pt; margin-bottom: 4pt; }
.head .r { text-align: right; }
h2 { font-size: 12pt; border-bottom: 0.5pt solid #444; margin: 10pt 0 4pt; }
td.m { width: 26mm; padding-right: 6pt; font-size: 9.5pt; }
td.wide { font-size: 9.5pt; }`,
    `<div class="head"><div>${esc(p.position)}<br>${esc(p.location)}</div>
<div class="r">${esc(p.phone)}<br>${esc(p.email)}<br>${esc(p.linkedin)}</div></div>
<h1>${esc(name(p))}</h1>
<h2>Summary</h2><p>${esc(p.summary)}</p>
${section(
  'Experience',
  p.jobs.map((j) =>
    row(
      esc(j.dates),
      `<b>${esc(j.company)}</b>, ${esc(j.city)}<br><i>${esc(j.title)}</i>${list(j.achievements)}`,
    ),
  ),
)}
${section(
  'Education',
  p.education.map((e) =>
    row(
      esc(e.dates),
      `<b>${esc(e.institution)}</b><br>${esc(e.degree)}${e.field ? ` in ${esc(e.field)}` : ''}`,
    ),
  ),
)}
${section('Skills', [row('Key Skills', esc(p.skills.join(', ')))])}
${section(
  'Certifications',
  p.certifications.map((c) => row(esc(c.date), `${esc(c.name)}, ${esc(c.issuer)}`)),
)}`,
  )
}

/** Name on top; the contact block in the dates margin beside the summary; section names in the content. */
const contactMargin = (p: OutsidePerson) => {
  const row = (margin: string, content: string) => `<tr><td class="m">${margin}</td><td>${content}</td></tr>`
  const heading = (title: string) => `<tr><td class="m rule"></td><td><h2>${esc(title)}</h2></td></tr>`
  return page(
    `h1 { font-size: 24pt; font-weight: normal; margin: 0; }
.headline { font-size: 12pt; font-style: italic; margin: 0 0 10pt; }
h2 { font-size: 13pt; font-weight: normal; color: #235; margin: 8pt 0 3pt; }
td.m { width: 30mm; padding-right: 8pt; text-align: right; font-size: 9pt; color: #333; }
td.contact { font-size: 8.5pt; overflow-wrap: anywhere; }
td.contact div { margin-bottom: 2pt; }`,
    `<h1>${esc(name(p))}</h1>
<div class="headline">${esc(p.position)}</div>
<table>
<tr><td class="m contact" rowspan="3"><div>${esc(p.location)}</div><div>${esc(p.phone)}</div><div>${esc(p.email)}</div><div>${esc(p.linkedin)}</div></td><td><h2>Summary</h2></td></tr>
<tr><td>${esc(p.summary)}</td></tr>
<tr><td><h2>Experience</h2></td></tr>
${p.jobs
  .map((j) =>
    row(
      esc(j.dates),
      `<b>${esc(j.title)}</b>, <i>${esc(j.company)}</i>, ${esc(j.city)}${list(j.achievements)}`,
    ),
  )
  .join('\n')}
${heading('Education')}
${p.education
  .map((e) =>
    row(
      esc(e.dates),
      `<b>${esc(e.degree)}</b>, <i>${esc(e.institution)}</i>${e.field ? `<br>${esc(e.field)}` : ''}`,
    ),
  )
  .join('\n')}
${heading('Skills')}
${row('Key Skills', esc(p.skills.join(', ')))}
${heading('Certifications')}
${p.certifications.map((c) => row(esc(c.date), `${esc(c.name)}, ${esc(c.issuer)}`)).join('\n')}
</table>`,
  )
}

/** A short contact block left of the body's first rows, the rest of that margin empty; dates flush right. */
const contactBlock = (p: OutsidePerson) => {
  const entry = (head: string, dates: string, items: string[]) =>
    `<div class="e"><div class="t"><span>${head}.</span><b>${dates}</b></div>${items.length ? list(items) : ''}</div>`
  return page(
    `h1 { font-size: 26pt; font-weight: normal; margin: 0; }
.headline { font-size: 13pt; font-style: italic; color: #444; margin: 0 0 12pt; }
.grid { display: flex; }
.side { width: 30%; flex: none; font-size: 9.5pt; font-style: italic; color: #333; padding-right: 2.5%; overflow-wrap: anywhere; }
.body { flex: 1; }
h2 { font-size: 14pt; margin: 10pt 0 4pt; color: #236; }
.e { margin-bottom: 4pt; }
.t { display: flex; justify-content: space-between; gap: 12pt; }
.t b { white-space: nowrap; }
.e ul { font-size: 9.5pt; }`,
    `<h1>${esc(name(p))}</h1>
<div class="headline">${esc(p.position)}</div>
<div class="grid"><div class="side">${esc(p.location)}<br>${esc(p.phone)}<br>${esc(p.email)}<br>${esc(p.linkedin)}</div>
<div class="body">
<h2>Summary</h2><div>${esc(p.summary)}</div>
<h2>Experience</h2>
${p.jobs.map((j) => entry(`<b>${esc(j.title)}</b>, <i>${esc(j.company)}</i>, ${esc(j.city)}`, esc(j.dates), j.achievements)).join('\n')}
<h2>Education</h2>
${p.education.map((e) => entry(`<b>${esc(e.degree)}</b>, <i>${esc(e.institution)}</i>${e.field ? `, ${esc(e.field)}` : ''}`, esc(e.dates), [])).join('\n')}
<h2>Skills</h2>
<div><b>Key Skills</b>: ${esc(p.skills.join(', '))}</div>
<h2>Certifications</h2>
${p.certifications.map((c) => `<div><b>${esc(c.date)}</b>: ${esc(c.name)}, ${esc(c.issuer)}</div>`).join('\n')}
</div></div>`,
  )
}

export const ownMarginDesigns: OutsideDesign[] = [
  {
    id: 'own-topic-margin',
    source: 'ours: dates in a left topic margin, "Company, City" over the title (HTML, Chromium)',
    split: 'tune',
    engine: 'chromium',
    layout:
      'two header blocks over a centred name; dates in a left margin; bold company and city, the title in italics below',
    render: topicMargin(false),
  },
  {
    id: 'own-topic-break',
    source: 'ours: the topic margin with labels wider than it set on their own line (HTML, Chromium)',
    split: 'tune',
    engine: 'chromium',
    layout:
      'as own-topic-margin, but a date range wider than the margin stands on its own line above its entry, running past the margin',
    render: topicMargin(true),
  },
  {
    id: 'own-contact-margin',
    source: 'ours: the contact block in the dates margin beside the summary (HTML, Chromium)',
    split: 'tune',
    engine: 'chromium',
    layout:
      'name and headline on top; contact details stacked in the right-aligned dates margin beside the first rows',
    render: contactMargin,
  },
  {
    id: 'own-contact-block',
    source: 'ours: a short contact block left of the body, the rest of that margin empty (HTML, Chromium)',
    split: 'tune',
    engine: 'chromium',
    layout:
      'name and headline on top; contact details in a narrow block beside the first sections; "Title, Company, City." with dates flush right',
    render: contactBlock,
  },
]
