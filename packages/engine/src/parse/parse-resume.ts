import { emptyResumeData, type ResumeData } from '@tailor/contracts'
import type { DocumentLine } from '../extract/document-line.ts'
import { textToLines } from '../extract/extract-text.ts'
import type { ExtractedDocument } from '../extract/extracted-document.ts'
import { joinWrapped } from '../extract/join-wrapped.ts'
import { isPageNumber } from '../extract/strip-page-furniture.ts'
import { findDateRange } from '../text/date-range.ts'
import { unsupportedLanguageWarning } from '../text/unsupported-language-warning.ts'
import { readCredentialSections } from './credential-sections.ts'
import { readLabelledEntries } from './field-labels.ts'
import { findOtherSections } from './find-other-sections.ts'
import { fitResumeData } from './fit-resume-data.ts'
import { splitFullStops } from './full-stop-segments.ts'
import { isSentence } from './is-sentence.ts'
import { takeLabelledContactRows } from './labelled-contact-rows.ts'
import { parseAwards } from './parse-awards.ts'
import { parseCertifications } from './parse-certifications.ts'
import { parseEducation } from './parse-education.ts'
import { parseExperience } from './parse-experience.ts'
import { parseInterests } from './parse-interests.ts'
import { parseLanguages } from './parse-languages.ts'
import { parsePersonalInformation } from './parse-personal-information.ts'
import { parseProjects } from './parse-projects.ts'
import { parsePublications } from './parse-publications.ts'
import { parseReferences } from './parse-references.ts'
import { parseSkills } from './parse-skills.ts'
import { parseVolunteering } from './parse-volunteering.ts'
import { type Section, splitSections } from './split-sections.ts'

const isProse = (line: string) => isSentence(line) || line.split(/\s+/).length >= 8

const linesOf = (sections: Section[], kind: Section['kind']) =>
  sections.filter((s) => s.kind === kind).flatMap((s) => s.lines)

const joinParagraph = (lines: string[]) =>
  lines.map((l) => l.replace(/^•\s*/, '')).reduce((text, line) => (text ? joinWrapped(text, line) : line), '')

const UNREAD_SECTION = (name: string) => `We could not read your ${name} section — please check it.`
const THIN_SECTION = (name: string) =>
  `Some entries of your ${name} section may be missing — please check it against your resume.`

/** Resume text or an extracted document → the editor's ResumeData, with warnings for what was not found. */
export function parseResume(input: ExtractedDocument | string): {
  resume_data: ResumeData
  warnings: string[]
} {
  // Page furniture printed by any format (a DOCX footer, pasted text) is never part of an entry.
  const lines: DocumentLine[] = (typeof input === 'string' ? textToLines(input) : input.lines)
    // A line holding "Page 1 of 2" is a running header or footer ("Marcus Bell | Page 2 of 2") as a whole.
    .filter((l) => !isPageNumber(l.text) && !/\bpage \d+ (?:of|\/) \d+\b/i.test(l.text))
  const links = typeof input === 'string' ? [] : input.links
  const split = splitSections(lines)
  const { header } = split
  const { sections: unlabelled, rows: labelledContact } = takeLabelledContactRows(split.sections)
  const sections = readCredentialSections(unlabelled)
  // Contact sections (sidebars) are read like the header.
  const contactLines = [
    ...labelledContact,
    ...sections.filter((s) => s.kind === 'contact').flatMap((s) => s.lines),
  ].map((text) => ({ text, page: 1 }))
  const { personal, leftover } = parsePersonalInformation([...header, ...contactLines], lines, links)
  const summaryLines = linesOf(sections, 'summary')
  const work_experience = parseExperience(
    readLabelledEntries(linesOf(sections, 'experience')).map(splitFullStops),
  )
  const warnings: string[] = []
  const publicationSections = sections.filter((s) => s.kind === 'publications')
  const publications = parsePublications(publicationSections.flatMap((s) => s.lines))
  const leftoverHeading = publicationSections[0]?.heading.replace(/:$/, '') ?? ''
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
    education: parseEducation(readLabelledEntries(linesOf(sections, 'education')).map(splitFullStops)),
    skills: parseSkills(linesOf(sections, 'skills')),
    certifications: parseCertifications(linesOf(sections, 'certifications')),
    references: parseReferences(linesOf(sections, 'references')),
    projects: parseProjects(linesOf(sections, 'projects')),
    awards: parseAwards(linesOf(sections, 'awards')),
    publications: publications.items,
    languages: parseLanguages(linesOf(sections, 'languages')),
    volunteering: parseVolunteering(linesOf(sections, 'volunteering')),
    interests: parseInterests(linesOf(sections, 'interests')),
    other: findOtherSections(sections, [{ heading: leftoverHeading, lines: publications.leftover }]),
  }
  const fitted = fitResumeData(resume_data)
  if (fitted.cut) warnings.push('Some parts were too long and were shortened.')
  for (const { heading } of fitted.data.other)
    warnings.push(
      heading === leftoverHeading
        ? `Some lines under '${heading}' fit no field: they are kept under Other, where you can move them.`
        : `We could not read a section headed '${heading}': its lines are kept under Other, where you can move them.`,
    )
  const language = unsupportedLanguageWarning(lines.map((l) => l.text).join('\n'), 'resume')
  if (language) warnings.unshift(language)
  if (!personal.name) warnings.push('No name found.')
  if (!personal.email) warnings.push('No email address found.')
  // A section that is there but gave nothing (or fewer entries than it has date ranges) is named, so the
  // user checks it instead of finding its text silently elsewhere.
  const experienceLines = linesOf(sections, 'experience')
  const datedLines = experienceLines.filter((l) => findDateRange(l)).length
  // Jobs swallowed by the summary: its text holds date ranges on several lines.
  const datedSummary = summaryLines.filter((l) => findDateRange(l)).length
  if (!work_experience.length && (experienceLines.length || datedSummary >= 2))
    warnings.push(UNREAD_SECTION('Experience'))
  else if (!work_experience.length) warnings.push('No work experience found.')
  else if (datedLines > work_experience.length + 1) warnings.push(THIN_SECTION('Experience'))
  if (!resume_data.education.length && linesOf(sections, 'education').length)
    warnings.push(UNREAD_SECTION('Education'))
  else if (!resume_data.education.length) warnings.push('No education found.')
  if (!resume_data.skills.length) warnings.push('No skills found.')
  return { resume_data: fitted.data, warnings }
}
