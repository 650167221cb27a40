import type { ResumeData } from '@tailor/contracts'

const cut = (s: string, max: number) => (s.length > max ? s.slice(0, max).trimEnd() : s)
const list = (items: string[], maxItems: number, max: number) =>
  items.slice(0, maxItems).map((s) => cut(s, max))

// Each entry is spread first so the comparison below sees its own key order.
/**
 * Trims parsed data to the limits of the ResumeData schema (string lengths, list sizes), so any input,
 * however long or odd, yields data the API accepts. Says whether anything was cut.
 */
export function fitResumeData(data: ResumeData): { data: ResumeData; cut: boolean } {
  const p = data.personal_information
  const fitted: ResumeData = {
    ...data,
    personal_information: {
      ...p,
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
      field_of_study: cut(e.field_of_study, 300),
      gpa: cut(e.gpa, 50),
      honors: cut(e.honors, 500),
      courses: list(e.courses, 100, 300),
    })),
    skills: data.skills.slice(0, 300).map((s) => cut(s, 200)),
    certifications: data.certifications
      .slice(0, 100)
      .map((c) => ({ ...c, name: cut(c.name, 300), date: cut(c.date, 100), issuer: cut(c.issuer, 200) })),
    references: data.references.slice(0, 50).map((r) => ({
      ...r,
      name: cut(r.name, 200),
      title: cut(r.title, 200),
      company: cut(r.company, 200),
      phone: cut(r.phone, 60),
      email: cut(r.email, 320),
    })),
    projects: data.projects.slice(0, 100).map((p) => ({
      ...p,
      name: cut(p.name, 300),
      role: cut(p.role, 200),
      dates: cut(p.dates, 100),
      link: cut(p.link, 500),
      description: cut(p.description, 2000),
      bullets: list(p.bullets, 50, 2000),
      technologies: list(p.technologies, 100, 200),
    })),
    awards: data.awards.slice(0, 100).map((a) => ({
      ...a,
      title: cut(a.title, 300),
      issuer: cut(a.issuer, 200),
      date: cut(a.date, 100),
      description: cut(a.description, 2000),
    })),
    publications: data.publications.slice(0, 200).map((p) => ({
      ...p,
      title: cut(p.title, 500),
      publisher: cut(p.publisher, 300),
      date: cut(p.date, 100),
      link: cut(p.link, 500),
    })),
    languages: data.languages
      .slice(0, 50)
      .map((l) => ({ ...l, language: cut(l.language, 100), proficiency: cut(l.proficiency, 100) })),
    volunteering: data.volunteering.slice(0, 50).map((v) => ({
      ...v,
      organization: cut(v.organization, 300),
      role: cut(v.role, 200),
      dates: cut(v.dates, 100),
      bullets: list(v.bullets, 50, 2000),
    })),
    interests: list(data.interests, 100, 200),
    other: data.other
      .slice(0, 50)
      .map((o) => ({ ...o, heading: cut(o.heading, 200), lines: list(o.lines, 200, 2000) })),
  }
  return { data: fitted, cut: JSON.stringify(fitted) !== JSON.stringify(data) }
}
