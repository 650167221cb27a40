import { type ResumeData, resumeData } from '@tailor/contracts'
import { ImportError } from './import-error.ts'
import type { JsonObject } from './json-resume-types.ts'
import { fromIsoDate, fromIsoRange } from './resume-dates.ts'
import { validateJsonResume } from './validate-json-resume.ts'

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
const strings = (value: unknown) => (Array.isArray(value) ? value.map(str).filter(Boolean) : [])
const list = (value: unknown) => (Array.isArray(value) ? value.filter(isObject) : [])

/** Which keys of each part Tailor reads; every other key found in the file is reported as not imported. */
const READ: Record<string, string[]> = {
  basics: ['name', 'label', 'email', 'phone', 'summary', 'location', 'profiles', 'x-tailor-email'],
  work: ['name', 'position', 'startDate', 'endDate', 'highlights', 'x-tailor-dates'],
  volunteer: ['organization', 'position', 'startDate', 'endDate', 'highlights', 'x-tailor-dates'],
  education: [
    'institution',
    'studyType',
    'area',
    'score',
    'courses',
    'startDate',
    'endDate',
    'x-tailor-dates',
    'x-tailor-honors',
  ],
  awards: ['title', 'awarder', 'summary', 'date', 'x-tailor-date'],
  certificates: ['name', 'issuer', 'date', 'x-tailor-date'],
  publications: ['name', 'publisher', 'url', 'releaseDate', 'x-tailor-url', 'x-tailor-date'],
  skills: ['name', 'keywords'],
  languages: ['language', 'fluency'],
  interests: ['name'],
  references: ['name', 'x-tailor-title', 'x-tailor-company', 'x-tailor-phone', 'x-tailor-email'],
  projects: [
    'name',
    'description',
    'highlights',
    'keywords',
    'url',
    'x-tailor-url',
    'roles',
    'startDate',
    'endDate',
    'x-tailor-dates',
  ],
  'x-tailor-other': ['heading', 'lines'],
}
const IGNORED_QUIETLY = new Set(['$schema', 'meta'])

function findIgnored(file: JsonObject): string[] {
  const ignored: string[] = []
  for (const [part, value] of Object.entries(file)) {
    if (IGNORED_QUIETLY.has(part)) continue
    const known = READ[part]
    if (!known) {
      ignored.push(part)
      continue
    }
    const items = Array.isArray(value) ? list(value) : isObject(value) ? [value] : []
    const extra = new Set(items.flatMap((item) => Object.keys(item).filter((key) => !known.includes(key))))
    for (const key of extra) ignored.push(`${part}${Array.isArray(value) ? '[]' : ''}.${key}`)
  }
  return ignored
}

const dates = (item: JsonObject) =>
  str(item['x-tailor-dates']) || fromIsoRange(str(item.startDate), str(item.endDate))
const date = (item: JsonObject, key: string) => str(item['x-tailor-date']) || fromIsoDate(str(item[key]))

function basicsOf(basics: JsonObject) {
  const location = isObject(basics.location) ? basics.location : {}
  const linkedin = list(basics.profiles).find((profile) =>
    /linkedin/i.test(str(profile.network) + str(profile.url)),
  )
  return {
    name: str(basics.name),
    email: str(basics.email) || str(basics['x-tailor-email']),
    phone: str(basics.phone),
    linkedin: linkedin ? str(linkedin.url) || str(linkedin['x-tailor-url']) || str(linkedin.username) : '',
    location: [str(location.city), str(location.region)].filter(Boolean).join(', ') || str(location.address),
    position: str(basics.label),
  }
}

/**
 * Reads a JSON Resume 1.0.0 document into editor data. A file the official schema rejects is refused with its
 * first problems; keys Tailor has no place for are listed in `ignored`. Tailor's own x-tailor- extensions
 * restore exactly what toJsonResume wrote.
 */
export function fromJsonResume(file: unknown): { resume_data: ResumeData; ignored: string[] } {
  if (!isObject(file))
    throw new ImportError('This JSON file is not a JSON Resume document (it must be an object).')
  const problems = validateJsonResume(file)
  if (problems.length)
    throw new ImportError(`This file is not valid JSON Resume 1.0.0: ${problems.slice(0, 3).join('; ')}.`)
  const basics = isObject(file.basics) ? file.basics : {}
  const skills = list(file.skills).flatMap((skill) => {
    const keywords = strings(skill.keywords)
    return keywords.length ? keywords : [str(skill.name)]
  })
  const parsed = resumeData.safeParse({
    personal_information: basicsOf(basics),
    professional_summary: str(basics.summary),
    work_experience: list(file.work).map((item) => ({
      title: str(item.position),
      company: str(item.name),
      dates: dates(item),
      achievements: strings(item.highlights),
    })),
    education: list(file.education).map((item) => ({
      institution: str(item.institution),
      degree: str(item.studyType),
      field_of_study: str(item.area),
      gpa: str(item.score),
      honors: str(item['x-tailor-honors']),
      courses: strings(item.courses),
      dates: dates(item),
    })),
    skills: [...new Set(skills.filter(Boolean))],
    certifications: list(file.certificates).map((item) => ({
      name: str(item.name),
      issuer: str(item.issuer),
      date: date(item, 'date'),
    })),
    references: list(file.references).map((item) => ({
      name: str(item.name),
      title: str(item['x-tailor-title']),
      company: str(item['x-tailor-company']),
      phone: str(item['x-tailor-phone']),
      email: str(item['x-tailor-email']),
    })),
    projects: list(file.projects).map((item) => ({
      name: str(item.name),
      role: strings(item.roles).join(', '),
      dates: dates(item),
      link: str(item.url) || str(item['x-tailor-url']),
      description: str(item.description),
      bullets: strings(item.highlights),
      technologies: strings(item.keywords),
    })),
    awards: list(file.awards).map((item) => ({
      title: str(item.title),
      issuer: str(item.awarder),
      date: date(item, 'date'),
      description: str(item.summary),
    })),
    publications: list(file.publications).map((item) => ({
      title: str(item.name),
      publisher: str(item.publisher),
      date: date(item, 'releaseDate'),
      link: str(item.url) || str(item['x-tailor-url']),
    })),
    languages: list(file.languages).map((item) => ({
      language: str(item.language),
      proficiency: str(item.fluency),
    })),
    volunteering: list(file.volunteer).map((item) => ({
      organization: str(item.organization),
      role: str(item.position),
      dates: dates(item),
      bullets: strings(item.highlights),
    })),
    interests: list(file.interests)
      .map((item) => str(item.name))
      .filter(Boolean),
    other: list(file['x-tailor-other']).map((item) => ({
      heading: str(item.heading),
      lines: strings(item.lines),
    })),
  })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new ImportError(
      `This resume has more than the editor can hold at ${issue?.path.join('.')}: ${issue?.message}.`,
    )
  }
  const groups = list(file.skills).some((skill) => str(skill.name) && strings(skill.keywords).length)
  return {
    resume_data: parsed.data,
    ignored: [
      ...findIgnored(file),
      ...(groups ? ['skills[].name (group names; their keywords were imported)'] : []),
    ],
  }
}
