import type { ResumeData } from '@tailor/contracts'

const clean = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim()
const cleanLines = (values: string[] | undefined) => (values ?? []).map(clean).filter(Boolean)
const hasAny = (entry: object) =>
  Object.values(entry).some((value) => (Array.isArray(value) ? value.length > 0 : value !== ''))

/**
 * Trims every field and drops blank bullets, skills and entries, so templates can test for emptiness
 * with a plain length check and never print a lone separator or an empty heading.
 */
export function cleanResume(data: ResumeData): ResumeData {
  const person = data.personal_information
  return {
    ...data,
    personal_information: {
      name: clean(person?.name),
      email: clean(person?.email),
      phone: clean(person?.phone),
      linkedin: clean(person?.linkedin),
      location: clean(person?.location),
      position: clean(person?.position),
    },
    professional_summary: (data.professional_summary ?? '').trim(),
    work_experience: (data.work_experience ?? [])
      .map((job) => ({
        title: clean(job.title),
        company: clean(job.company),
        dates: clean(job.dates),
        achievements: (job.achievements ?? []).map(clean).filter(Boolean),
      }))
      .filter((job) => job.title || job.company || job.dates || job.achievements.length > 0),
    education: (data.education ?? [])
      .map((item) => ({
        institution: clean(item.institution),
        degree: clean(item.degree),
        dates: clean(item.dates),
        field_of_study: clean(item.field_of_study),
        gpa: clean(item.gpa),
        honors: clean(item.honors),
        courses: cleanLines(item.courses),
      }))
      .filter(hasAny),
    skills: [...new Set((data.skills ?? []).map(clean).filter(Boolean))],
    certifications: (data.certifications ?? [])
      .map((item) => ({ name: clean(item.name), date: clean(item.date), issuer: clean(item.issuer) }))
      .filter(hasAny),
    references: (data.references ?? [])
      .map((item) => ({
        name: clean(item.name),
        title: clean(item.title),
        company: clean(item.company),
        phone: clean(item.phone),
        email: clean(item.email),
      }))
      .filter(hasAny),
    projects: (data.projects ?? [])
      .map((item) => ({
        name: clean(item.name),
        role: clean(item.role),
        dates: clean(item.dates),
        link: clean(item.link),
        description: (item.description ?? '').trim(),
        bullets: cleanLines(item.bullets),
        technologies: cleanLines(item.technologies),
      }))
      .filter(hasAny),
    awards: (data.awards ?? [])
      .map((item) => ({
        title: clean(item.title),
        issuer: clean(item.issuer),
        date: clean(item.date),
        description: (item.description ?? '').trim(),
      }))
      .filter(hasAny),
    publications: (data.publications ?? [])
      .map((item) => ({
        title: clean(item.title),
        publisher: clean(item.publisher),
        date: clean(item.date),
        link: clean(item.link),
      }))
      .filter(hasAny),
    languages: (data.languages ?? [])
      .map((item) => ({ language: clean(item.language), proficiency: clean(item.proficiency) }))
      .filter((item) => item.language),
    volunteering: (data.volunteering ?? [])
      .map((item) => ({
        organization: clean(item.organization),
        role: clean(item.role),
        dates: clean(item.dates),
        bullets: cleanLines(item.bullets),
      }))
      .filter(hasAny),
    interests: [...new Set(cleanLines(data.interests))],
    other: (data.other ?? [])
      .map((item) => ({ heading: clean(item.heading), lines: cleanLines(item.lines) }))
      .filter((item) => item.lines.length > 0),
  }
}
