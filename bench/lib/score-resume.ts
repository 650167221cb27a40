import type { ResumeData } from '../../packages/contracts/src/resume-data.ts'

export type FieldGroup =
  | 'name'
  | 'email'
  | 'phone'
  | 'linkedin'
  | 'location'
  | 'position'
  | 'summary'
  | 'job title'
  | 'job company'
  | 'job dates'
  | 'achievements'
  | 'education'
  | 'skills'
  | 'certifications'
  | 'references'
  | 'entry counts'

export interface FieldResult {
  group: FieldGroup
  ok: boolean
  expected: string
  actual: string
}

const norm = (s: string | undefined) => (s ?? '').replace(/\s+/g, ' ').trim()

/**
 * Compares a parse with the truth field by field, exact after collapsing whitespace. List entries are
 * compared by position; each achievement and skill of the truth is one field; each list's length is
 * one more field, so extra or missing entries cost.
 */
export function scoreResume(truth: ResumeData, actual: ResumeData): FieldResult[] {
  const out: FieldResult[] = []
  const field = (group: FieldGroup, expected: string, got: string | undefined) =>
    out.push({ group, ok: norm(expected) === norm(got), expected, actual: got ?? '' })
  const t = truth.personal_information
  const a = actual.personal_information
  for (const key of ['name', 'email', 'phone', 'linkedin', 'location', 'position'] as const)
    field(key, t[key], a[key])
  field('summary', truth.professional_summary, actual.professional_summary)
  const count = (name: string, e: unknown[], g: unknown[]) =>
    field('entry counts', `${name} ${e.length}`, `${name} ${g.length}`)
  count('jobs', truth.work_experience, actual.work_experience)
  truth.work_experience.forEach((job, i) => {
    const got = actual.work_experience[i]
    field('job title', job.title, got?.title)
    field('job company', job.company, got?.company)
    field('job dates', job.dates, got?.dates)
    const have = new Set((got?.achievements ?? []).map(norm))
    for (const line of job.achievements)
      out.push({ group: 'achievements', ok: have.has(norm(line)), expected: line, actual: '' })
  })
  count('degrees', truth.education, actual.education)
  truth.education.forEach((e, i) => {
    const got = actual.education[i]
    field('education', e.institution, got?.institution)
    field('education', e.degree, got?.degree)
    field('education', e.dates, got?.dates)
  })
  const skills = new Set(actual.skills.map(norm))
  for (const s of truth.skills)
    out.push({ group: 'skills', ok: skills.has(norm(s)), expected: s, actual: '' })
  count('certifications', truth.certifications, actual.certifications)
  truth.certifications.forEach((c, i) => {
    const got = actual.certifications[i]
    field('certifications', c.name, got?.name)
    field('certifications', c.issuer, got?.issuer)
    field('certifications', c.date, got?.date)
  })
  count('references', truth.references, actual.references)
  truth.references.forEach((r, i) => {
    const got = actual.references[i]
    for (const key of ['name', 'title', 'company', 'phone', 'email'] as const)
      field('references', r[key], got?.[key])
  })
  return out
}
