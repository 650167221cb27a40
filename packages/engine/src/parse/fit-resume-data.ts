import type { ResumeData } from '@tailor/contracts'

const cut = (s: string, max: number) => (s.length > max ? s.slice(0, max).trimEnd() : s)

/**
 * Trims parsed data to the limits of the ResumeData schema (string lengths, list sizes), so any input,
 * however long or odd, yields data the API accepts. Says whether anything was cut.
 */
export function fitResumeData(data: ResumeData): { data: ResumeData; cut: boolean } {
  const p = data.personal_information
  const fitted: ResumeData = {
    ...data,
    personal_information: {
      name: cut(p.name, 200),
      email: cut(p.email, 320),
      phone: cut(p.phone, 60),
      linkedin: cut(p.linkedin, 300),
      location: cut(p.location, 200),
      position: cut(p.position, 200),
    },
    professional_summary: cut(data.professional_summary, 5000),
    work_experience: data.work_experience.slice(0, 100).map((j) => ({
      title: cut(j.title, 200),
      company: cut(j.company, 200),
      dates: cut(j.dates, 100),
      achievements: j.achievements.slice(0, 100).map((a) => cut(a, 2000)),
    })),
    education: data.education.slice(0, 50).map((e) => ({
      ...e,
      institution: cut(e.institution, 300),
      degree: cut(e.degree, 300),
      dates: cut(e.dates, 100),
    })),
    skills: data.skills.slice(0, 300).map((s) => cut(s, 200)),
    certifications: data.certifications
      .slice(0, 100)
      .map((c) => ({ name: cut(c.name, 300), date: cut(c.date, 100), issuer: cut(c.issuer, 200) })),
    references: data.references.slice(0, 50).map((r) => ({
      name: cut(r.name, 200),
      title: cut(r.title, 200),
      company: cut(r.company, 200),
      phone: cut(r.phone, 60),
      email: cut(r.email, 320),
    })),
  }
  return { data: fitted, cut: JSON.stringify(fitted) !== JSON.stringify(data) }
}
