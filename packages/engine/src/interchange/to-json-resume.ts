import type { ResumeData } from '@tailor/contracts'
import { type Item, JSON_RESUME_SCHEMA_URL, type JsonResume } from './json-resume-types.ts'
import { toIsoDate, toIsoRange } from './resume-dates.ts'

/** Drops empty strings and lists, so the file holds only what the resume has. */
function compact(item: Item): Item {
  return Object.fromEntries(
    Object.entries(item).filter(([, value]) =>
      Array.isArray(value)
        ? value.length > 0
        : typeof value === 'object'
          ? Object.keys(value).length > 0
          : !!value,
    ),
  )
}

/** ISO dates where the schema wants them; the exact text in x-tailor-dates whenever ISO would change it. */
function range(dates: string): Item {
  const iso = toIsoRange(dates)
  return { ...iso, 'x-tailor-dates': dates }
}

function single(date: string, key: string): Item {
  const iso = toIsoDate(date)
  return { [key]: iso, 'x-tailor-date': date }
}

// The schema checks formats: a link without a scheme or a malformed address would make the file invalid, so
// such text travels in an extension instead.
const isUri = (value: string) => /^[a-z][a-z0-9+.-]*:\/\/[^\s]+$/i.test(value)
const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)
function checked(key: string, value: string, valid: (value: string) => boolean): Item {
  return valid(value) ? { [key]: value } : { [`x-tailor-${key}`]: value }
}

function splitLocation(location: string): Item {
  const [city = '', ...rest] = location.split(', ')
  return compact({ city, region: rest.join(', ') })
}

/**
 * Converts editor data to a JSON Resume 1.0.0 document. Everything the schema has a place for goes there;
 * the rest (exact date text, position of a reference, honours, unplaced sections) goes under x-tailor- keys,
 * so importing the file gives back the same data.
 */
export function toJsonResume(data: ResumeData): JsonResume {
  const person = data.personal_information
  return {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: compact({
      name: person.name,
      label: person.position,
      ...checked('email', person.email, isEmail),
      phone: person.phone,
      summary: data.professional_summary,
      location: splitLocation(person.location),
      profiles: person.linkedin ? [{ network: 'LinkedIn', ...checked('url', person.linkedin, isUri) }] : [],
    }),
    work: data.work_experience.map((job) =>
      compact({ name: job.company, position: job.title, ...range(job.dates), highlights: job.achievements }),
    ),
    volunteer: data.volunteering.map((item) =>
      compact({
        organization: item.organization,
        position: item.role,
        ...range(item.dates),
        highlights: item.bullets,
      }),
    ),
    education: data.education.map((item) =>
      compact({
        institution: item.institution,
        studyType: item.degree,
        area: item.field_of_study,
        score: item.gpa,
        courses: item.courses,
        ...range(item.dates),
        'x-tailor-honors': item.honors,
      }),
    ),
    awards: data.awards.map((item) =>
      compact({
        title: item.title,
        awarder: item.issuer,
        summary: item.description,
        ...single(item.date, 'date'),
      }),
    ),
    certificates: data.certifications.map((item) =>
      compact({ name: item.name, issuer: item.issuer, ...single(item.date, 'date') }),
    ),
    publications: data.publications.map((item) =>
      compact({
        name: item.title,
        publisher: item.publisher,
        ...checked('url', item.link, isUri),
        ...single(item.date, 'releaseDate'),
      }),
    ),
    skills: data.skills.map((name) => ({ name })),
    languages: data.languages.map((item) => compact({ language: item.language, fluency: item.proficiency })),
    interests: data.interests.map((name) => ({ name })),
    references: data.references.map((item) =>
      compact({
        name: item.name,
        'x-tailor-title': item.title,
        'x-tailor-company': item.company,
        'x-tailor-phone': item.phone,
        'x-tailor-email': item.email,
      }),
    ),
    projects: data.projects.map((item) =>
      compact({
        name: item.name,
        description: item.description,
        highlights: item.bullets,
        keywords: item.technologies,
        ...checked('url', item.link, isUri),
        roles: item.role ? [item.role] : [],
        ...range(item.dates),
      }),
    ),
    meta: { version: 'v1.0.0' },
    'x-tailor-other': data.other.map((item) => compact({ heading: item.heading, lines: item.lines })),
  }
}
