import { z } from 'zod'
import { aiAssistance } from './ai-assistance.ts'
import { listOf } from './common.ts'
import { resumeData } from './resume-data.ts'

export const MAX_RESUME_TEXT = 100_000

export const resumeFormat = z.enum(['pdf', 'docx', 'doc', 'txt'])
export type ResumeFormat = z.infer<typeof resumeFormat>

export const resumeTextRequest = z.object({
  resume_text: z
    .string({ error: 'Please provide your resume text.' })
    .max(MAX_RESUME_TEXT, 'Resume text is too long (100,000 characters at most).')
    .refine((text) => text.trim().length > 0, 'Please provide your resume text.'),
})

export const parseReply = z.object({
  id: z.string().describe('id of the stored resume, usable as a previous resume'),
  resume_data: resumeData,
  source: z.object({ filename: z.string(), format: resumeFormat, pages: z.number().int() }),
  warnings: z.array(z.string()),
  ai: aiAssistance.optional(),
})
export type ParseReply = z.infer<typeof parseReply>

export const previousResume = z.object({
  id: z.string(),
  filename: z.string(),
  created_at: z.string(),
  last_used_at: z.string(),
  format: resumeFormat,
})
export type PreviousResume = z.infer<typeof previousResume>

export const previousResumeList = listOf(previousResume)
export type PreviousResumeList = z.infer<typeof previousResumeList>
