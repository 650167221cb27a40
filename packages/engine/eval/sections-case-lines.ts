import type { SectionsCase } from './sections-truth.ts'

export interface CaseLine {
  text: string
  kind: 'name' | 'heading' | 'bullet' | 'text'
}

/**
 * A labelled case written out as a plain resume in its own language's headings. `style` (0 or 1) switches
 * between two common ways of setting each section, so the set holds several layouts of the same facts.
 */
export function sectionsCaseLines({ truth: r, headings: h }: SectionsCase, style: 0 | 1): CaseLine[] {
  const out: CaseLine[] = []
  const line = (text: string, kind: CaseLine['kind'] = 'text') => text && out.push({ text, kind })
  const p = r.personal_information
  line(p.name, 'name')
  line(p.position)
  line([p.email, p.phone, p.location].join(' | '))
  line(h.summary, 'heading')
  line(r.professional_summary)
  line(h.experience, 'heading')
  for (const j of r.work_experience) {
    if (style === 0) line(`${j.title} | ${j.company} | ${j.dates}`)
    else {
      line(`${j.title}\t${j.dates}`)
      line(j.company)
    }
    for (const a of j.achievements) line(a, 'bullet')
  }
  line(h.education, 'heading')
  for (const e of r.education) line(`${e.degree} | ${e.institution} | ${e.dates}`)
  line(h.skills, 'heading')
  line(r.skills.join(', '))
  if (r.projects.length) line(h.projects, 'heading')
  for (const pr of r.projects) {
    line(style === 0 ? `${pr.name} | ${pr.dates}` : `${pr.name}\t${pr.dates}`)
    line(pr.description)
    for (const b of pr.bullets) line(b, 'bullet')
    if (pr.technologies.length) line(`Technologies: ${pr.technologies.join(', ')}`)
  }
  if (r.volunteering.length) line(h.volunteering, 'heading')
  for (const v of r.volunteering) {
    if (style === 0) line(`${v.role} | ${v.organization} | ${v.dates}`)
    else {
      line(`${v.organization}\t${v.dates}`)
      line(v.role)
    }
    for (const b of v.bullets) line(b, 'bullet')
  }
  if (r.awards.length) line(h.awards, 'heading')
  for (const a of r.awards) {
    if (style === 0) line(`${a.title} — ${a.issuer}, ${a.date}`)
    else {
      line(a.title)
      line(a.date)
      line(a.issuer)
    }
    line(a.description)
  }
  if (r.publications.length) line(h.publications, 'heading')
  for (const pub of r.publications) {
    if (style === 0) line(`${pub.title} | ${pub.publisher} | ${pub.date}`)
    else {
      line(pub.title)
      line(pub.date)
      line(pub.publisher)
    }
  }
  if (r.languages.length) line(h.languages, 'heading')
  if (style === 0) line(r.languages.map((l) => `${l.language} (${l.proficiency})`).join(', '))
  else for (const l of r.languages) line(`${l.language} – ${l.proficiency}`)
  if (r.interests.length) line(h.interests, 'heading')
  if (style === 0) line(r.interests.join(', '))
  else for (const i of r.interests) line(i, 'bullet')
  return out
}

/** The lines as plain text: headings in capitals, bullets with "• ". */
export const caseText = (lines: CaseLine[]) =>
  lines
    .map((l) => (l.kind === 'heading' ? l.text.toUpperCase() : l.kind === 'bullet' ? `• ${l.text}` : l.text))
    .join('\n')
