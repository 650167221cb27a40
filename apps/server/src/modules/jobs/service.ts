import { type JobImportReply, MAX_JOB_DESCRIPTION } from '@tailor/contracts'
import { atsLink, isClosedSite } from '@tailor/engine'
import type { AppContext } from '../../context.ts'
import { AppError } from '../../lib/app-error.ts'
import { fetchPosting, parseJobUrl } from './fetch-posting.ts'

export const CLOSED_SITE = 'This site doesn’t allow reading postings; paste the description instead.'
export const NO_POSTING = 'No job posting was found at that link. Paste the description instead.'

/**
 * Reads a posting from its link: an applicant-tracking system's public JSON when the link is theirs, else the
 * page itself (JSON-LD first, then its main content). Every failure is a 4xx with a reason in plain words.
 */
export async function importPosting(
  ctx: AppContext,
  userId: string,
  rawUrl: string,
): Promise<JobImportReply> {
  const url = parseJobUrl(rawUrl).toString()
  if (isClosedSite(url)) throw new AppError('unprocessable', CLOSED_SITE)
  const ats = atsLink(url)
  const page = await fetchPosting(ats?.apiUrl ?? url, { allowHosts: ctx.config.jobImport.allowHosts })
  const posting = await ctx.workers.request(userId, 'readPosting', {
    contentType: page.contentType,
    body: page.body,
    sourceUrl: url,
  })
  if (!posting?.description) throw new AppError('unprocessable', NO_POSTING)
  const description = clipAtLine(
    posting.description,
    MAX_JOB_DESCRIPTION - posting.title.length - posting.company.length - 20,
  )
  return { ...posting, description, source_url: url, fetched_at: new Date().toISOString() }
}

/** Keeps a huge page's text within what a tailor request accepts, cut at a line end. */
function clipAtLine(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  const lineEnd = cut.lastIndexOf('\n')
  return lineEnd > max / 2 ? cut.slice(0, lineEnd) : cut
}
