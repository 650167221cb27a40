import type { ResumeData } from '@tailor/contracts'

/** All the resume's prose in one string, section by section (used for keyword and number checks). */
export function resumeText(resume: ResumeData): string {
  const p = resume.personal_information
  return [
    p.position,
    resume.professional_summary,
    ...resume.work_experience.flatMap((role) => [role.title, role.company, role.dates, ...role.achievements]),
    ...resume.education.flatMap((school) => [school.degree, school.institution, school.dates]),
    ...resume.skills,
    ...resume.certifications.flatMap((cert) => [cert.name, cert.issuer, cert.date]),
    ...resume.projects.flatMap((p) => [
      p.name,
      p.role,
      p.dates,
      p.description,
      ...p.bullets,
      ...p.technologies,
    ]),
    ...resume.volunteering.flatMap((v) => [v.role, v.organization, v.dates, ...v.bullets]),
    ...resume.awards.flatMap((a) => [a.title, a.issuer, a.date, a.description]),
    ...resume.publications.flatMap((p) => [p.title, p.publisher, p.date]),
    ...resume.education.flatMap((school) => [
      school.field_of_study,
      school.gpa,
      school.honors,
      ...school.courses,
    ]),
    ...resume.languages.map((l) => `${l.language} ${l.proficiency}`),
    ...resume.interests,
    ...resume.other.flatMap((section) => section.lines),
  ]
    .filter(Boolean)
    .join('\n')
}

/** The titles a candidate can truthfully claim: headline first, then roles from most recent. */
export function candidateTitles(resume: ResumeData): string[] {
  return [resume.personal_information.position, ...resume.work_experience.map((role) => role.title)].filter(
    (title) => title.trim(),
  )
}
