import type { ResumeData } from '@tailor/contracts'
import { joinPresent } from './join-present.ts'
import type { SectionEntry } from './sections/entries-section.tsx'

/** The new sections as generic entries, so every template lays them out with one component. */
export const projectEntries = (data: ResumeData): SectionEntry[] =>
  data.projects.map((p) => ({
    title: p.name,
    subtitle: p.role,
    dates: p.dates,
    lines: [
      p.description,
      p.technologies.length ? `Technologies: ${p.technologies.join(', ')}` : '',
      p.link,
    ].filter(Boolean),
    bullets: p.bullets,
  }))

export const volunteeringEntries = (data: ResumeData): SectionEntry[] =>
  data.volunteering.map((v) => ({
    title: v.role || v.organization,
    subtitle: v.role ? v.organization : '',
    dates: v.dates,
    lines: [],
    bullets: v.bullets,
  }))

export const awardEntries = (data: ResumeData): SectionEntry[] =>
  data.awards.map((a) => ({
    title: a.title,
    subtitle: a.issuer,
    dates: a.date,
    lines: a.description ? [a.description] : [],
    bullets: [],
  }))

export const publicationEntries = (data: ResumeData): SectionEntry[] =>
  data.publications.map((p) => ({
    title: p.title,
    subtitle: p.publisher,
    dates: p.date,
    lines: p.link ? [p.link] : [],
    bullets: [],
  }))

export const languageItems = (data: ResumeData): string[] =>
  data.languages.map((l) => (l.proficiency ? `${l.language} (${l.proficiency})` : l.language))

/** Field of study, GPA, honours and courses of a degree, as the lines under its header. */
export const educationDetails = (item: ResumeData['education'][number]): string[] =>
  [
    joinPresent(
      [item.field_of_study, item.gpa && !/gpa/i.test(item.gpa) ? `GPA ${item.gpa}` : item.gpa, item.honors],
      ' · ',
    ),
    item.courses.length ? `Courses: ${item.courses.join(', ')}` : '',
  ].filter(Boolean)
