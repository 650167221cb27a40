import type { ResumeData } from '@tailor/contracts'
import { joinPresent } from '../join-present.ts'

/**
 * One resume as a flat list of blocks in reading order. DOCX and plain text are both written from it, so
 * every format carries the same sections, headings and strings in the same order.
 */
export type OutlineBlock =
  | { kind: 'name' | 'position' | 'contact' | 'heading' | 'paragraph' | 'bullet'; text: string }
  | { kind: 'entry'; title: string; subtitle: string; dates: string }

const entry = (title: string, subtitle: string, dates: string): OutlineBlock => ({
  kind: 'entry',
  title,
  subtitle,
  dates,
})
const paragraph = (text: string): OutlineBlock[] => (text ? [{ kind: 'paragraph', text }] : [])
const bullets = (items: ReadonlyArray<string>): OutlineBlock[] =>
  items.map((text) => ({ kind: 'bullet', text }))

function section(heading: string, body: OutlineBlock[]): OutlineBlock[] {
  return body.length ? [{ kind: 'heading', text: heading }, ...body] : []
}

/** Builds the outline of already cleaned data (cleanResume), sections in the PDF templates' order. */
export function resumeOutline(data: ResumeData): OutlineBlock[] {
  const person = data.personal_information
  const contact = joinPresent([person.email, person.phone, person.linkedin, person.location], ' | ')
  return [
    ...(person.name ? [{ kind: 'name' as const, text: person.name }] : []),
    ...(person.position ? [{ kind: 'position' as const, text: person.position }] : []),
    ...(contact ? [{ kind: 'contact' as const, text: contact }] : []),
    ...section('Summary', paragraph(data.professional_summary)),
    ...section(
      'Experience',
      data.work_experience.flatMap((job) => [
        entry(job.title, job.company, job.dates),
        ...bullets(job.achievements),
      ]),
    ),
    ...section(
      'Projects',
      data.projects.flatMap((item) => [
        entry(item.name, joinPresent([item.role, item.link], ' | '), item.dates),
        ...paragraph(item.description),
        ...bullets(item.bullets),
        ...paragraph(item.technologies.length ? `Technologies: ${item.technologies.join(', ')}` : ''),
      ]),
    ),
    ...section('Skills', paragraph(data.skills.join(', '))),
    ...section(
      'Education',
      data.education.flatMap((item) => [
        entry(joinPresent([item.degree, item.field_of_study], ', '), item.institution, item.dates),
        ...paragraph(joinPresent([item.gpa && `GPA: ${item.gpa}`, item.honors], ' | ')),
        ...paragraph(item.courses.length ? `Courses: ${item.courses.join(', ')}` : ''),
      ]),
    ),
    ...section(
      'Certifications',
      data.certifications.map((item) => entry(item.name, item.issuer, item.date)),
    ),
    ...section(
      'Awards',
      data.awards.flatMap((item) => [
        entry(item.title, item.issuer, item.date),
        ...paragraph(item.description),
      ]),
    ),
    ...section(
      'Publications',
      data.publications.flatMap((item) => [
        entry(item.title, item.publisher, item.date),
        ...paragraph(item.link),
      ]),
    ),
    ...section(
      'Languages',
      paragraph(
        data.languages
          .map((item) => joinPresent([item.language, item.proficiency && `(${item.proficiency})`], ' '))
          .join(', '),
      ),
    ),
    ...section(
      'Volunteering',
      data.volunteering.flatMap((item) => [
        entry(item.role, item.organization, item.dates),
        ...bullets(item.bullets),
      ]),
    ),
    ...section('Interests', paragraph(data.interests.join(', '))),
    ...data.other.flatMap((item) => section(item.heading || 'Other', bullets(item.lines))),
    ...section(
      'References',
      data.references.flatMap((item) => [
        entry(item.name, joinPresent([item.title, item.company], ', '), ''),
        ...paragraph(joinPresent([item.email, item.phone], ' | ')),
      ]),
    ),
  ]
}

/** The section headings a resume's documents carry, for checking that a parser recognises each of them. */
export const resumeHeadings = (data: ResumeData) =>
  resumeOutline(data).flatMap((block) => (block.kind === 'heading' ? [block.text] : []))
