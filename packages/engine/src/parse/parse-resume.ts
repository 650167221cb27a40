import { emptyResumeData, type ResumeData } from '@tailor/contracts'
import type { DocumentLine } from '../extract/document-line.ts'
import type { ExtractedDocument } from '../extract/extract-document.ts'
import { textToLines } from '../extract/extract-text.ts'
import { joinWrapped } from '../extract/join-wrapped.ts'
import { fitResumeData } from './fit-resume-data.ts'
import { isSentence } from './is-sentence.ts'
import { parseCertifications } from './parse-certifications.ts'
import { parseEducation } from './parse-education.ts'
import { parseExperience } from './parse-experience.ts'
import { parsePersonalInformation } from './parse-personal-information.ts'
import { parseReferences } from './parse-references.ts'
import { parseSkills } from './parse-skills.ts'
import { type Section, splitSections } from './split-sections.ts'

const isProse = (line: string) => isSentence(line) || line.split(/\s+/).length >= 8

const linesOf = (sections: Section[], kind: Section['kind']) =>
  sections.filter((s) => s.kind === kind).flatMap((s) => s.lines)

const joinParagraph = (lines: string[]) =>
  lines.map((l) => l.replace(/^•\s*/, '')).reduce((text, line) => (text ? joinWrapped(text, line) : line), '')

/** Resume text or an extracted document → the editor's ResumeData, with warnings for what was not found. */
export function parseResume(input: ExtractedDocument | string): {
  resume_data: ResumeData
  warnings: string[]
} {
  const lines: DocumentLine[] = typeof input === 'string' ? textToLines(input) : input.lines
  const links = typeof input === 'string' ? [] : input.links
  const { header, sections } = splitSections(lines)
  // Contact sections (sidebars) are read like the header.
  const contactLines = sections
    .filter((s) => s.kind === 'contact')
    .flatMap((s) => s.lines.map((text) => ({ text, page: 1 })))
  const { personal, leftover } = parsePersonalInformation([...header, ...contactLines], lines, links)
  const summaryLines = linesOf(sections, 'summary')
  const work_experience = parseExperience(linesOf(sections, 'experience'))
  const warnings: string[] = []
  if (!personal.position && work_experience[0]?.title) {
    personal.position = work_experience[0].title
    warnings.push('No headline found: the most recent job title is used as the position.')
  }
  const resume_data: ResumeData = {
    ...emptyResumeData(),
    personal_information: personal,
    // Without a summary heading, the header's prose is the summary (not its badges or short labels).
    professional_summary: joinParagraph(summaryLines.length ? summaryLines : leftover.filter(isProse)),
    work_experience,
    education: parseEducation(linesOf(sections, 'education')),
    skills: parseSkills(linesOf(sections, 'skills')),
    certifications: parseCertifications(linesOf(sections, 'certifications')),
    references: parseReferences(linesOf(sections, 'references')),
  }
  const fitted = fitResumeData(resume_data)
  if (fitted.cut) warnings.push('Some parts were too long and were shortened.')
  if (!personal.name) warnings.push('No name found.')
  if (!personal.email) warnings.push('No email address found.')
  if (!work_experience.length) warnings.push('No work experience found.')
  if (!resume_data.education.length) warnings.push('No education found.')
  if (!resume_data.skills.length) warnings.push('No skills found.')
  return { resume_data: fitted.data, warnings }
}
