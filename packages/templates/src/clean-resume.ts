import type { ResumeData } from '@tailor/contracts'

const clean = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim()
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
        ...item,
        institution: clean(item.institution),
        degree: clean(item.degree),
        dates: clean(item.dates),
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
  }
}
