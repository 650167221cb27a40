import type { CoverLetterLength, CoverLetterTone, JobAnalysis, ResumeData } from '@tailor/contracts'
import { coverLetterWordRange, resumeData } from '@tailor/contracts'
import type { LetterFactSheet, ModelJobReading, Rewording } from '@tailor/engine'
import { z } from 'zod'
import type { LlmRequest } from './llm-client.ts'

// What is sent to the model, and the JSON it must answer with. docs/ai.md quotes these; keep them in step.

const POSTING_CHARS = 8000
const MAX_ITEMS = 40

const honesty =
  'Never add a skill, tool, technology, number, percentage, employer, product, job title, date or name that the ' +
  'given text does not already contain: every such addition is detected and thrown away.'

export const jobReadingSchema: z.ZodType<ModelJobReading> = z.object({
  job_title: z.string(),
  company: z.string(),
  required_skills: z.array(z.string()),
  preferred_skills: z.array(z.string()),
  soft_skills: z.array(z.string()),
})

export function jobReadingRequest(posting: string): LlmRequest<ModelJobReading> {
  return {
    feature: 'job',
    name: 'job_reading',
    schema: jobReadingSchema,
    system:
      'You read job postings. Reply with JSON only: job_title, company, required_skills, preferred_skills and ' +
      'soft_skills, each copied word for word from the posting ("" or [] when it does not say). Skills are short ' +
      'names ("PostgreSQL", "stakeholder management"), never sentences.',
    user: posting.slice(0, POSTING_CHARS),
  }
}

const RESUME_CHARS = 16000

/**
 * The document's text for the parsing rescue, without the contact details: the parser reads e-mail addresses,
 * phone numbers and links itself, so they never need to leave the server.
 */
export function withoutContactDetails(text: string, found: ResumeData['personal_information']): string {
  let redacted = text
  for (const value of [found.email, found.phone, found.linkedin].filter((v) => v.trim()))
    redacted = redacted.split(value).join(' ')
  return redacted
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ' ')
    .replace(/\b(?:https?:\/\/|www\.)\S+|\b[\w.-]+\.(?:com|org|net|io|dev|me)\/\S*/gi, ' ')
}

export function parseRequest(
  text: string,
  found: ResumeData['personal_information'],
): LlmRequest<ResumeData> {
  return {
    feature: 'parse',
    name: 'resume',
    schema: resumeData,
    system:
      'You read resumes whose layout confused a parser. Put the text into the JSON fields given, copying every ' +
      'value word for word from the text; leave a field empty ("" or []) when the text does not have it. One ' +
      'entry per job, school, certificate, project and so on; bullets go in achievements or bullets. ' +
      `${honesty} Reply with JSON only.`,
    user: withoutContactDetails(text, found).slice(0, RESUME_CHARS),
  }
}

export const rewordingsSchema = z.object({
  rewordings: z.array(z.object({ path: z.string(), text: z.string() })),
})

/** The tailored resume's summary and bullets (no contact details, no employers) and what the job asks for. */
export function rewordRequest(
  resume: ResumeData,
  job: JobAnalysis,
  posting: string,
): LlmRequest<{ rewordings: Rewording[] }> {
  const items = [
    ...(resume.professional_summary.trim()
      ? [{ path: 'professional_summary', role: '', text: resume.professional_summary }]
      : []),
    ...resume.work_experience.flatMap((role, i) =>
      role.achievements.map((text, j) => ({
        path: `work_experience[${i}].achievements[${j}]`,
        role: role.title,
        text,
      })),
    ),
  ]
    .filter((item) => item.text.trim())
    .slice(0, MAX_ITEMS)
  return {
    feature: 'rewrite',
    name: 'rewordings',
    schema: rewordingsSchema,
    system:
      'You improve resume wording for one job. For each item you may reword the text so it reads clearer and ' +
      `uses the job's own words for what the text already shows. ${honesty} Keep each text about as long as ` +
      'it is. Reply with JSON only: {"rewordings": [{"path": <the item\'s path>, "text": <new wording>}]}, ' +
      'leaving out items you would not change.',
    user: JSON.stringify({
      job: {
        title: job.job_title,
        required_skills: job.required_skills.map((s) => s.label),
        preferred_skills: job.preferred_skills.map((s) => s.label),
        posting: posting.slice(0, POSTING_CHARS / 2),
      },
      items,
    }),
  }
}

export const letterDraftSchema = z.object({ paragraphs: z.array(z.string()) })

export type LetterRequestInput = {
  facts: LetterFactSheet
  job: { title: string; company: string; description: string }
  tone: CoverLetterTone
  length: CoverLetterLength
  hiringManager: string
  referralSource: string
  additionalInfo: string
}

/** The engine's fact sheet (claims with their sources), the job, the tone and the length; nothing else. */
export function letterRequest(input: LetterRequestInput): LlmRequest<{ paragraphs: string[] }> {
  const range = coverLetterWordRange[input.length]
  // The salutation and sign-off are the engine's and take about ten words.
  const words = `${range.min + 10}–${range.max - 15}`
  return {
    feature: 'letter',
    name: 'letter_body',
    schema: letterDraftSchema,
    system:
      `You write the body of a cover letter in the first person, in a ${input.tone} tone, ${words} words in ` +
      '3 to 5 paragraphs, without a greeting or sign-off. Use only the facts given, and name a skill the job ' +
      `wants that the resume does not show only as something to learn. ${honesty} Reply with JSON only: ` +
      '{"paragraphs": [<paragraph>, ...]}.',
    user: JSON.stringify({
      job: { ...input.job, description: input.job.description.slice(0, POSTING_CHARS / 2) },
      hiring_manager: input.hiringManager,
      heard_about_it_from: input.referralSource,
      candidate_notes: input.additionalInfo,
      facts: input.facts,
    }),
  }
}
