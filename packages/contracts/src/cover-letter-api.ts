import { z } from 'zod'
import { aiAssistance } from './ai-assistance.ts'
import { listOf } from './common.ts'
import {
  coverLetterLength,
  coverLetterTemplate,
  coverLetterTone,
  MAX_COVER_LETTER_CHARS,
} from './cover-letters.ts'

// Requests and replies of /api/v1/cover-letters/*, in the spec's field names.

const blankAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)
const optionalText = (max: number, label: string) =>
  z.preprocess(
    blankAsUndefined,
    z.string().trim().max(max, `${label} is too long (${max} characters at most).`).default(''),
  )

export const generateCoverLetterRequest = z.object({
  job_title: z
    .string({ error: 'Please provide a job title.' })
    .trim()
    .min(1, 'Please provide a job title.')
    .max(200, 'The job title is too long (200 characters at most).'),
  company_name: z
    .string({ error: 'Please provide a company name.' })
    .trim()
    .min(1, 'Please provide a company name.')
    .max(200, 'The company name is too long (200 characters at most).'),
  job_description: z
    .string({ error: 'Please provide a job description or requirements.' })
    .trim()
    .min(1, 'Please provide a job description or requirements.')
    .max(50_000, 'The job description is too long (50,000 characters at most).'),
  hiring_manager_name: optionalText(200, 'The hiring manager name'),
  referral_source: optionalText(300, 'The referral source'),
  additional_info: optionalText(3_000, 'The additional information'),
  tone: z.preprocess(blankAsUndefined, coverLetterTone.default('professional')),
  template: z.preprocess(blankAsUndefined, coverLetterTemplate.default('modern')),
  length: z.preprocess(blankAsUndefined, coverLetterLength.default('medium')),
  resume_id: z.preprocess(blankAsUndefined, z.string().max(100).optional()),
})
export type GenerateCoverLetterRequest = z.infer<typeof generateCoverLetterRequest>

/** The letterhead: who the letter is from (the resume's contact details, else the account's name and email). */
export const letterSender = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  linkedin: z.string(),
})

export const coverLetterResult = z.object({
  success: z.literal(true),
  id: z.string(),
  cover_letter_content: z.string(),
  job_info: z.object({ title: z.string(), company: z.string(), hiring_manager: z.string() }),
  generation_details: z.object({
    tone: coverLetterTone,
    template: coverLetterTemplate,
    length: coverLetterLength,
    status: z.string(),
    word_count: z.number().int(),
  }),
  user_credits: z.object({ credits_used: z.number().int(), balance: z.number().int() }),
  analysis: z.object({ score: z.number().int(), metrics: z.record(z.string(), z.number().int()) }),
  recommendations: z.array(z.string()),
  timestamps: z.object({ created_at: z.string(), completed_at: z.string() }),
  download_url: z.string(),
  sender: letterSender,
  ai: aiAssistance.optional(),
})
export type CoverLetterResult = z.infer<typeof coverLetterResult>

export const coverLetterHistoryItem = z.object({
  id: z.string(),
  job_title: z.string(),
  company_name: z.string(),
  hiring_manager: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  word_count: z.number().int(),
  tone: coverLetterTone,
  template: coverLetterTemplate,
  length: coverLetterLength,
  preview: z.string(),
  content: z.string(),
  download_url: z.string(),
  analysis: z.object({ score: z.number().int(), metrics: z.record(z.string(), z.number().int()) }),
  recommendations: z.array(z.string()),
  sender: letterSender,
})
export type CoverLetterHistoryItem = z.infer<typeof coverLetterHistoryItem>
export const coverLetterHistory = listOf(coverLetterHistoryItem)

export const coverLetterHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
  sort: z.enum(['newest', 'oldest', 'company', 'job_title']).default('newest'),
  filter: z.enum(['this_week', 'this_month', 'last_month']).optional(),
  search: z.string().trim().max(200).optional(),
})
export type CoverLetterHistoryQuery = z.infer<typeof coverLetterHistoryQuery>

export const updateCoverLetterRequest = z.object({
  content: z
    .string({ error: 'The letter text is required.' })
    .refine((c) => c.trim().length > 0, 'The letter text is required.')
    .refine(
      (c) => c.length <= MAX_COVER_LETTER_CHARS,
      `The letter is too long (${MAX_COVER_LETTER_CHARS.toLocaleString('en-US')} characters at most).`,
    ),
})
