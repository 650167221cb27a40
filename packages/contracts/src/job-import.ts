import { z } from 'zod'

// POST /api/v1/jobs/import/: read a job posting from its link.

export const jobImportRequest = z.object({
  url: z
    .string({ error: 'Please provide a job link.' })
    .trim()
    .min(1, 'Please provide a job link.')
    .max(2_000, 'The job link is too long.'),
})
export type JobImportRequest = z.infer<typeof jobImportRequest>

/** What a posting says; empty strings where the site does not say. */
export const importedPosting = z.object({
  title: z.string(),
  company: z.string(),
  location: z.string(),
  employment_type: z.string(),
  salary: z.string(),
  description: z.string(),
})
export type ImportedPosting = z.infer<typeof importedPosting>

export const jobImportReply = importedPosting.extend({
  source_url: z.string(),
  fetched_at: z.string().describe('ISO 8601 date-time'),
})
export type JobImportReply = z.infer<typeof jobImportReply>

/**
 * An imported posting as the job description that is analysed and stored: the title first and a "Company:" line,
 * which the job analysis reads, then the posting's own text.
 */
export function postingAsJobDescription(posting: Pick<ImportedPosting, 'title' | 'company' | 'description'>) {
  return [posting.title, posting.company && `Company: ${posting.company}`, posting.description]
    .map((part) => part.trim())
    .filter(Boolean)
    .join('\n')
}
