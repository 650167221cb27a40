import { z } from 'zod'
import { resumeData } from './resume-data.ts'

/** What POST /resume/render/ can produce: PDF, Word, plain text or JSON Resume 1.0.0. */
export const exportFormat = z.enum(['pdf', 'docx', 'txt', 'json'])
export type ExportFormat = z.infer<typeof exportFormat>

/** The formats a reader can be tested on: the two an applicant-tracking system is sent. */
export const atsFormat = z.enum(['pdf', 'docx'])
export type AtsFormat = z.infer<typeof atsFormat>

export const atsCheckRequest = z.object({
  resume_data: resumeData,
  template: z.string().trim().min(1).max(50).default('modern'),
  format: atsFormat.default('pdf'),
  page_size: z.enum(['LETTER', 'A4']).optional(),
})
export type AtsCheckRequest = z.infer<typeof atsCheckRequest>

export const atsCheckReply = z.object({
  score: z.number(),
  sections: z.array(z.object({ name: z.string(), kept: z.number().int(), lost: z.array(z.string()) })),
  problems: z.array(z.string()),
})
export type AtsCheckReply = z.infer<typeof atsCheckReply>

export const importReply = z.object({ resume_data: resumeData, warnings: z.array(z.string()) })
export type ImportReply = z.infer<typeof importReply>
