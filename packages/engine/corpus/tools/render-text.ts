import type { Person } from './person.ts'

export type TextLayout = 'caps' | 'colon' | 'underline'

/** One resume as plain text, in one of three common hand-typed styles. */
export function renderText(p: Person, layout: TextLayout): string {
  const d = p.data
  const c = d.personal_information
  const h = p.headings
  const mark = layout === 'caps' ? '-' : layout === 'colon' ? '*' : '•'
  const head = (t: string) =>
    layout === 'caps'
      ? ['', t.toUpperCase()]
      : layout === 'colon'
        ? ['', `${t}:`]
        : ['', t, '='.repeat(t.length)]
  const out: string[] = [p.nameSuffix ? `${c.name}, ${p.nameSuffix}` : c.name]
  if (p.headline !== false) out.push(c.position)
  const contact = [c.email, c.phone, c.linkedin, c.location].filter(Boolean)
  if (layout === 'colon') out.push(...contact)
  else out.push(contact.join(' | '))
  out.push(...head(h.summary), d.professional_summary)
  out.push(...head(h.experience))
  for (const j of d.work_experience) {
    if (layout === 'caps') out.push('', `${j.title}, ${j.company} — ${j.dates}`)
    else if (layout === 'colon') out.push('', j.company, j.title, j.dates)
    else out.push('', `${j.title} | ${j.company} | ${j.dates}`)
    out.push(...j.achievements.map((a) => `${mark} ${a}`))
  }
  out.push(...head(h.education))
  for (const e of d.education) {
    if (layout === 'colon') out.push(e.institution, e.degree, e.dates)
    else out.push(`${e.degree} — ${e.institution} (${e.dates})`)
  }
  out.push(...head(h.skills))
  if (layout === 'underline') out.push(...d.skills.map((s) => `${mark} ${s}`))
  else out.push(d.skills.join(layout === 'caps' ? ', ' : ' | '))
  if (d.certifications.length) {
    out.push(...head(h.certifications))
    for (const x of d.certifications)
      out.push(
        layout === 'colon'
          ? `${x.name} (${x.issuer}) ${x.date}`
          : `${mark} ${x.name} | ${x.issuer} | ${x.date}`,
      )
  }
  if (d.references.length) {
    out.push(...head(h.references))
    for (const r of d.references) out.push('', r.name, `${r.title}, ${r.company}`, `${r.phone} | ${r.email}`)
  }
  return `${out.join('\n')}\n`
}
