import type { ResumeData } from '../../packages/contracts/src/resume-data.ts'

export interface SectionCheck {
  section: string
  field: string
  ok: boolean
  expected: string
  actual: string
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFC')
    .replace(/[’']/g, "'")
    .replace(/[–—-]/g, '-')
    .replace(/[^\p{L}\p{N}'-]+/gu, ' ')
    .trim()

/**
 * Field checks of the newer sections: each labelled entry is paired with the parsed entry of the same name
 * (a missing entry fails all its fields), text fields must match after normalising case and punctuation,
 * and description lines and bullets must each appear in the parsed entry's text.
 */
export function scoreSections(truth: ResumeData, got: ResumeData): SectionCheck[] {
  const checks: SectionCheck[] = []
  const check = (section: string, field: string, expected: string, actual: string | undefined) =>
    checks.push({ section, field, expected, actual: actual ?? '', ok: norm(expected) === norm(actual ?? '') })
  const contains = (section: string, field: string, expected: string, haystack: string) =>
    checks.push({
      section,
      field,
      expected,
      actual: haystack.slice(0, 80),
      ok: norm(haystack).includes(norm(expected)),
    })

  for (const t of truth.projects) {
    const g = got.projects.find((p) => norm(p.name) === norm(t.name))
    check('projects', 'name', t.name, g?.name)
    check('projects', 'dates', t.dates, g?.dates)
    const body = g ? [g.description, ...g.bullets].join(' ') : ''
    for (const text of [t.description, ...t.bullets].filter(Boolean)) contains('projects', 'text', text, body)
    if (t.technologies.length)
      check('projects', 'technologies', t.technologies.join(', '), g?.technologies.join(', '))
  }
  for (const t of truth.awards) {
    const g = got.awards.find((a) => norm(a.title) === norm(t.title))
    check('awards', 'title', t.title, g?.title)
    check('awards', 'issuer', t.issuer, g?.issuer)
    check('awards', 'date', t.date, g?.date)
    if (t.description) check('awards', 'description', t.description, g?.description)
  }
  for (const t of truth.publications) {
    const g = got.publications.find((p) => norm(p.title) === norm(t.title))
    check('publications', 'title', t.title, g?.title)
    check('publications', 'publisher', t.publisher, g?.publisher)
    check('publications', 'date', t.date, g?.date)
  }
  for (const t of truth.languages) {
    const g = got.languages.find((l) => norm(l.language) === norm(t.language))
    check('languages', 'language', t.language, g?.language)
    check('languages', 'proficiency', t.proficiency, g?.proficiency)
  }
  for (const t of truth.volunteering) {
    const g = got.volunteering.find((v) => norm(v.organization) === norm(t.organization))
    check('volunteering', 'organization', t.organization, g?.organization)
    check('volunteering', 'role', t.role, g?.role)
    check('volunteering', 'dates', t.dates, g?.dates)
    for (const b of t.bullets) contains('volunteering', 'bullets', b, g?.bullets.join(' ') ?? '')
  }
  for (const t of truth.interests)
    checks.push({
      section: 'interests',
      field: 'item',
      expected: t,
      actual: got.interests.join(', '),
      ok: got.interests.some((i) => norm(i) === norm(t)),
    })
  return checks
}
