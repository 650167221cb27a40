import { escapeHtml as esc } from './html-text.ts'
import type { Person } from './person.ts'

export type PdfLayout = 'classic' | 'stacked' | 'table-skills' | 'sidebar-left' | 'sidebar-right'

const css = `
@page { size: A4; margin: 14mm 14mm; }
body { font-family: 'Carlito', 'Liberation Sans', sans-serif; font-size: 10.5pt; color: #222; margin: 0; line-height: 1.3; }
h1 { font-size: 24pt; margin: 0 0 2pt; }
h2 { font-size: 12pt; text-transform: uppercase; letter-spacing: 0.5pt; border-bottom: 1px solid #999; margin: 12pt 0 5pt; }
.headline { font-size: 12.5pt; color: #444; }
.contact { margin-top: 3pt; }
.row { display: flex; justify-content: space-between; margin-top: 6pt; }
ul { margin: 2pt 0 0; padding-left: 16pt; }
p { margin: 2pt 0; }
table.skills { border-collapse: collapse; width: 100%; }
table.skills td { padding: 2pt 10pt 2pt 0; width: 33%; }
.grid { display: flex; gap: 0; }
.side { width: 30%; background: #eef2f6; padding: 12pt; box-sizing: border-box; font-size: 9.5pt; }
.side h2 { font-size: 10.5pt; }
.main { width: 70%; padding: 0 0 0 18pt; box-sizing: border-box; }
.sidebar-right .main { padding: 0 18pt 0 0; }
.side div { margin-bottom: 3pt; }
`

function header(p: Person, contact: 'line' | 'none') {
  const d = p.data.personal_information
  const name = p.nameSuffix ? `${d.name}, ${p.nameSuffix}` : d.name
  const bits = [d.email, d.phone, d.linkedin, d.location].filter(Boolean).map(esc)
  return `<h1>${esc(name)}</h1>${p.headline === false ? '' : `<div class="headline">${esc(d.position)}</div>`}${
    contact === 'line' ? `<div class="contact">${bits.join(' &nbsp;|&nbsp; ')}</div>` : ''
  }`
}

const bullets = (items: string[]) =>
  items.length ? `<ul>${items.map((a) => `<li>${esc(a)}</li>`).join('')}</ul>` : ''

function experience(p: Person, layout: PdfLayout) {
  return p.data.work_experience
    .map((j, i) => {
      const where = p.jobLocations?.[i]
      if (layout === 'stacked')
        return `<div class="row"><b>${esc(j.company)}</b><span>${esc(j.dates)}</span></div><div class="row" style="margin-top:0"><i>${esc(j.title)}</i><span>${esc(where ?? '')}</span></div>${bullets(j.achievements)}`
      if (layout === 'sidebar-left' || layout === 'sidebar-right')
        return `<div class="row"><b>${esc(j.title)}</b><span>${esc(j.dates)}</span></div><div>${esc(j.company)}${where ? ` · ${esc(where)}` : ''}</div>${bullets(j.achievements)}`
      return `<div class="row"><span><b>${esc(j.title)}</b> — ${esc(j.company)}</span><span>${esc(j.dates)}</span></div>${bullets(j.achievements)}`
    })
    .join('')
}

function education(p: Person, layout: PdfLayout) {
  return p.data.education
    .map((e) => {
      if (layout === 'stacked')
        return `<div class="row"><b>${esc(e.institution)}</b><span>${esc(e.dates)}</span></div><div>${esc(e.degree)}</div>`
      if (layout.startsWith('sidebar'))
        return `<div><b>${esc(e.degree)}</b></div><div>${esc(e.institution)}</div><div>${esc(e.dates)}</div>`
      return `<div class="row"><span><b>${esc(e.degree)}</b>, ${esc(e.institution)}</span><span>${esc(e.dates)}</span></div>`
    })
    .join('')
}

function skills(p: Person, layout: PdfLayout) {
  const s = p.data.skills
  if (layout === 'table-skills') {
    const rows: string[] = []
    for (let i = 0; i < s.length; i += 3)
      rows.push(
        `<tr>${s
          .slice(i, i + 3)
          .map((x) => `<td>${esc(x)}</td>`)
          .join('')}</tr>`,
      )
    return `<table class="skills">${rows.join('')}</table>`
  }
  if (layout === 'stacked') return `<p>${s.map(esc).join(' | ')}</p>`
  if (layout.startsWith('sidebar')) return bullets(s)
  return `<p>${s.map(esc).join(', ')}</p>`
}

function certifications(p: Person, layout: PdfLayout) {
  const c = p.data.certifications
  if (layout.startsWith('sidebar'))
    return c
      .map((x) => `<div><b>${esc(x.name)}</b></div><div>${esc(x.issuer)} · ${esc(x.date)}</div>`)
      .join('')
  if (layout === 'stacked')
    return c.map((x) => `<p>${esc(x.name)} (${esc(x.issuer)}), ${esc(x.date)}</p>`).join('')
  return bullets(c.map((x) => `${x.name} — ${x.issuer}, ${x.date}`))
}

function references(p: Person) {
  return p.data.references
    .map(
      (r) =>
        `<p><b>${esc(r.name)}</b><br>${esc(r.title)}, ${esc(r.company)}<br>${esc(r.phone)} · ${esc(r.email)}</p>`,
    )
    .join('')
}

const section = (title: string, body: string) => (body ? `<h2>${esc(title)}</h2>${body}` : '')

/** One resume as a printable HTML page in the given layout. */
export function renderHtml(p: Person, layout: PdfLayout): string {
  const h = p.headings
  const d = p.data
  let body: string
  if (layout.startsWith('sidebar')) {
    const c = d.personal_information
    const contact = [c.email, c.phone, c.linkedin, c.location]
      .filter(Boolean)
      .map((x) => `<div>${esc(x)}</div>`)
    const side = `<div class="side"><h2>Contact</h2>${contact.join('')}${section(h.skills, skills(p, layout))}${section(h.education, education(p, layout))}${section(h.certifications, certifications(p, layout))}</div>`
    const main = `<div class="main">${header(p, 'none')}${section(h.summary, `<p>${esc(d.professional_summary)}</p>`)}${section(h.experience, experience(p, layout))}${section(h.references, references(p))}</div>`
    body = `<div class="grid ${layout}">${layout === 'sidebar-left' ? side + main : main + side}</div>`
  } else {
    body = [
      header(p, 'line'),
      section(h.summary, `<p>${esc(d.professional_summary)}</p>`),
      section(h.experience, experience(p, layout)),
      section(h.education, education(p, layout)),
      section(h.skills, skills(p, layout)),
      section(h.certifications, certifications(p, layout)),
      section(h.references, references(p)),
    ].join('')
  }
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head><body>${body}</body></html>`
}
