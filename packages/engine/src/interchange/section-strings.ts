import type { ResumeData } from '@tailor/contracts'

const present = (values: ReadonlyArray<string>) => values.map((value) => value.trim()).filter(Boolean)

/**
 * Every string a reader should find, per section and in the order the resume shows them. Each inner list is
 * one entry (a job, a degree), so the order of entries can be checked as well.
 */
export function sectionStrings(data: ResumeData): { name: string; entries: string[][] }[] {
  const person = data.personal_information
  const sections = [
    {
      name: 'Contact',
      entries: [
        present([person.name, person.position, person.email, person.phone, person.linkedin, person.location]),
      ],
    },
    { name: 'Summary', entries: [present([data.professional_summary])] },
    {
      name: 'Experience',
      entries: data.work_experience.map((job) =>
        present([job.title, job.company, job.dates, ...job.achievements]),
      ),
    },
    {
      name: 'Projects',
      entries: data.projects.map((p) =>
        present([p.name, p.role, p.link, p.dates, p.description, ...p.bullets, ...p.technologies]),
      ),
    },
    { name: 'Skills', entries: [present(data.skills)] },
    {
      name: 'Education',
      entries: data.education.map((e) =>
        present([e.degree, e.field_of_study, e.institution, e.dates, e.gpa, e.honors, ...e.courses]),
      ),
    },
    { name: 'Certifications', entries: data.certifications.map((c) => present([c.name, c.issuer, c.date])) },
    { name: 'Awards', entries: data.awards.map((a) => present([a.title, a.issuer, a.date, a.description])) },
    {
      name: 'Publications',
      entries: data.publications.map((p) => present([p.title, p.publisher, p.date, p.link])),
    },
    { name: 'Languages', entries: data.languages.map((l) => present([l.language, l.proficiency])) },
    {
      name: 'Volunteering',
      entries: data.volunteering.map((v) => present([v.role, v.organization, v.dates, ...v.bullets])),
    },
    { name: 'Interests', entries: [present(data.interests)] },
    ...data.other.map((o) => ({ name: o.heading || 'Other', entries: [present(o.lines)] })),
    {
      name: 'References',
      entries: data.references.map((r) => present([r.name, r.title, r.company, r.email, r.phone])),
    },
  ]
  return sections
    .map((section) => ({ ...section, entries: section.entries.filter((entry) => entry.length) }))
    .filter((section) => section.entries.length)
}
