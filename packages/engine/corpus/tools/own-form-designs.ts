import { htmlText as esc } from './html-text.ts'
// A Europass 2004 form with the English keys europecv's language file prints ("Name / Surname", "Personal
// Email", "Home page"), its headline row a size larger in both columns and its footer ("Page 1 - Curriculum
// vitæ of" over the name, in the label column's width). Keys and typography from the class files, never from
// a parse of the held-out design. HTML printed by Chromium; tune half only.
import type { OutsideDesign, OutsidePerson } from './outside-person.ts'
import { fullName as name } from './outside-person.ts'

const europassKeys = (p: OutsidePerson) => {
  const row = (label: string, value: string, cls = '') =>
    `<tr${cls ? ` class="${cls}"` : ''}><td class="l">${label}</td><td class="v">${value}</td></tr>`
  const section = (label: string) => row(esc(label), '', 'sec')
  const list = (items: string[]) => `<ul>${items.map((a) => `<li>${esc(a)}</li>`).join('')}</ul>`
  return `<!doctype html>
<html><head><meta charset="utf-8"><style>
@page { size: A4; margin: 15mm 15mm 22mm; }
body { font-family: 'Liberation Sans', sans-serif; font-size: 10pt; color: #111; margin: 0; line-height: 1.3; }
table { width: 100%; border-collapse: collapse; }
td { vertical-align: top; padding: 2pt 0; }
td.l { width: 32%; text-align: right; padding-right: 10pt; border-right: 0.6pt solid #000; }
td.v { padding-left: 10pt; }
tr.sec td.l { font-size: 12pt; font-weight: bold; padding-top: 10pt; }
tr.big td { font-size: 12pt; }
tr.name td.v { font-size: 12pt; font-weight: bold; }
ul { margin: 0; padding-left: 0; list-style: none; }
li::before { content: '– '; font-weight: bold; }
.foot { position: fixed; bottom: -12mm; left: 0; width: 32%; text-align: right; font-size: 8pt; padding-right: 10pt; box-sizing: border-box; }
</style></head><body>
<div class="foot">Page 1 - Curriculum vitæ of<br>${esc(name(p))}</div>
<table>
${section('Personal information')}
${row('Name / Surname', esc(name(p)), 'name')}
${row('Address', esc(p.location))}
${row('Telephone', esc(p.phone))}
${row('Personal Email', esc(p.email))}
${row('Home page', esc(p.linkedin))}
${row('Desired employment', esc(p.position), 'big')}
${section('Summary')}
${row('', esc(p.summary))}
${section('Work experience')}
${p.jobs
  .map(
    (j) => `${row('Dates', esc(j.dates))}
${row('Occupation or position held', esc(j.title))}
${row('Main activities and responsibilities', list(j.achievements))}
${row('Name and address of employer', `${esc(j.company)}, ${esc(j.city)}`)}`,
  )
  .join('\n')}
${section('Education and training')}
${p.education
  .map(
    (e) => `${row('Dates', esc(e.dates))}
${row('Title of qualification awarded', esc(e.degree))}
${e.field ? row('Principal subjects', esc(e.field)) : ''}
${row('Name of organisation', esc(e.institution))}`,
  )
  .join('\n')}
${section('Personal skills and competences')}
${row('Technical skills and competences', esc(p.skills.join(', ')))}
${section('Certifications')}
${p.certifications.map((c) => row(esc(c.date), `${esc(c.name)}, ${esc(c.issuer)}`)).join('\n')}
</table>
</body></html>
`
}

export const ownFormDesigns: OutsideDesign[] = [
  {
    id: 'own-europass-keys',
    source: "ours: Europass 2004 with europecv's English keys and footer (HTML, Chromium)",
    split: 'tune',
    engine: 'chromium',
    layout:
      '"Name / Surname", "Personal Email", "Home page" labels flush right; "Desired employment" a size larger; dash-marked lists; a footer in the label column',
    render: europassKeys,
  },
]
