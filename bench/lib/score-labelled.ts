import type { ResumeData } from '../../packages/contracts/src/resume-data.ts'

/** Any of the strings is right (a degree printed on two lines may be read as either or both). */
type Accepted = string | string[]

export interface LabelledJob {
  title: Accepted
  company: Accepted
  dates: Accepted
  achievements: string[]
}

export interface LabelledDocument {
  file: string
  layout: string
  /** The engine must refuse the file with this ExtractError code (a scan without a text layer). */
  refused?: string
  name: Accepted
  email: string
  phone: string
  location: string
  linkedin: string
  /** null: the document prints no headline, not scored. */
  position: Accepted | null
  summary: string
  jobs: LabelledJob[]
  education: { institution: Accepted; degree: Accepted; dates: Accepted }[]
  /** What a user would keep as skills; every one must be found. */
  skills: string[]
  /** Neither required nor wrong (skill-group names such as "Programming Languages"). */
  skills_optional: string[]
  certifications: { name: Accepted; issuer: Accepted; date: Accepted }[]
}

export interface LabelledSet {
  source: string
  licence: string
  labelled: string
  documents: LabelledDocument[]
}

export const FIELDS = [
  'name',
  'email',
  'phone',
  'location',
  'linkedin',
  'position',
  'summary',
  'job titles',
  'employers',
  'job dates',
  'achievements',
  'no extra jobs',
  'institutions',
  'degrees',
  'education dates',
  'skills found',
  'no extra skills',
  'certifications',
] as const
export type Field = (typeof FIELDS)[number]

export interface Check {
  field: Field
  ok: boolean
  expected: string
  actual: string
}

/** Whitespace collapsed, quote and hyphen look-alikes unified: what a reader would call the same text. */
export const norm = (s: string | undefined) =>
  (s ?? '')
    .replace(/[‘’ʼ′]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[‐‑−]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
const url = (s: string) =>
  norm(s)
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/$/, '')
const digits = (s: string) => (s.includes('+') ? '+' : '') + s.replace(/\D/g, '')
const accepts = (expected: Accepted, actual: string | undefined, key: (s: string) => string = norm) =>
  (Array.isArray(expected) ? expected : [expected]).some((e) => key(e) === key(actual ?? ''))
const first = (a: Accepted) => (Array.isArray(a) ? a[0]! : a)

/**
 * Pairs each labelled entry with the unused parsed entry that agrees on most fields (at least one), so one
 * spurious entry (a project read as a job) does not shift every later comparison. Returns the pairs and how
 * many parsed entries matched nothing.
 */
function pairUp<L, P>(labels: L[], parsed: P[], agree: (l: L, p: P) => number): [(P | undefined)[], number] {
  const used = new Set<number>()
  const pairs = labels.map((label) => {
    let best = -1
    let bestScore = 0
    parsed.forEach((p, i) => {
      const score = used.has(i) ? 0 : agree(label, p)
      if (score > bestScore) [best, bestScore] = [i, score]
    })
    if (best < 0) return undefined
    used.add(best)
    return parsed[best]
  })
  return [pairs, parsed.length - used.size]
}

/** Field checks of one parse against its labels; extra jobs and extra skills count as failed checks. */
export function scoreLabelled(truth: LabelledDocument, got: ResumeData): Check[] {
  const checks: Check[] = []
  const check = (
    field: Field,
    expected: Accepted,
    actual: string | undefined,
    key: (s: string) => string = norm,
  ) =>
    checks.push({
      field,
      ok: accepts(expected, actual, key),
      expected: first(expected),
      actual: actual ?? '',
    })
  const p = got.personal_information
  check('name', truth.name, p.name)
  check('email', truth.email, p.email, (s) => norm(s).toLowerCase())
  check('phone', truth.phone, p.phone, digits)
  check('location', truth.location, p.location)
  check('linkedin', truth.linkedin, p.linkedin, url)
  if (truth.position !== null) check('position', truth.position, p.position)
  check('summary', truth.summary, got.professional_summary)

  const [jobs, extraJobs] = pairUp(
    truth.jobs,
    got.work_experience,
    (l, j) =>
      Number(accepts(l.title, j.title)) +
      Number(accepts(l.company, j.company)) +
      Number(accepts(l.dates, j.dates)),
  )
  truth.jobs.forEach((job, i) => {
    check('job titles', job.title, jobs[i]?.title)
    check('employers', job.company, jobs[i]?.company)
    check('job dates', job.dates, jobs[i]?.dates)
    const have = new Set((jobs[i]?.achievements ?? []).map(norm))
    for (const a of job.achievements)
      checks.push({ field: 'achievements', ok: have.has(norm(a)), expected: a, actual: '' })
  })
  for (let i = 0; i < extraJobs; i++)
    checks.push({ field: 'no extra jobs', ok: false, expected: '', actual: 'an extra job' })
  if (!extraJobs) checks.push({ field: 'no extra jobs', ok: true, expected: '', actual: '' })

  const [degrees] = pairUp(
    truth.education,
    got.education,
    (l, e) =>
      Number(accepts(l.institution, e.institution)) +
      Number(accepts(l.degree, e.degree)) +
      Number(accepts(l.dates, e.dates)),
  )
  truth.education.forEach((e, i) => {
    check('institutions', e.institution, degrees[i]?.institution)
    check('degrees', e.degree, degrees[i]?.degree)
    check('education dates', e.dates, degrees[i]?.dates)
  })

  const found = new Set(got.skills.map((s) => norm(s).toLowerCase()))
  for (const s of truth.skills)
    checks.push({ field: 'skills found', ok: found.has(norm(s).toLowerCase()), expected: s, actual: '' })
  const allowed = new Set([...truth.skills, ...truth.skills_optional].map((s) => norm(s).toLowerCase()))
  for (const s of got.skills)
    checks.push({ field: 'no extra skills', ok: allowed.has(norm(s).toLowerCase()), expected: '', actual: s })

  const [certs] = pairUp(
    truth.certifications,
    got.certifications,
    (l, c) =>
      Number(accepts(l.name, c.name)) + Number(accepts(l.issuer, c.issuer)) + Number(accepts(l.date, c.date)),
  )
  truth.certifications.forEach((c, i) => {
    check('certifications', c.name, certs[i]?.name)
    check('certifications', c.issuer, certs[i]?.issuer)
    check('certifications', c.date, certs[i]?.date)
  })
  return checks
}
