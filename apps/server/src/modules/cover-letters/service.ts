import { randomInt } from 'node:crypto'
import {
  type CoverLetterHistoryItem,
  type CoverLetterResult,
  type GenerateCoverLetterRequest,
  type ResumeData,
  resumeData as resumeDataSchema,
} from '@tailor/contracts'
import type { AppContext } from '../../context.ts'
import { AppError } from '../../lib/app-error.ts'
import { debitCredits, INSUFFICIENT_CREDITS } from '../credits/service.ts'
import { downloadsRepository } from '../downloads/repository.ts'
import { ingestResume, type ResumeInput, requireOwnResume } from '../resumes/service.ts'
import { usersRepository } from '../users/repository.ts'
import { type CoverLetterRow, coverLettersRepository } from './repository.ts'

export const COVER_LETTER_NOT_FOUND = 'Cover letter not found.'
const UNSAFE_LETTER =
  'We couldn’t write a letter that sticks to the facts in your resume. Please check your resume and try again.'

type Sender = { name: string; email: string; phone: string; location: string; linkedin: string }
type Analysis = { score: number; metrics: Record<string, number> }

export const coverLetterDownloadUrl = (id: string) => `/api/v1/cover-letters/${id}/download/`

export type GenerateInput = Omit<GenerateCoverLetterRequest, 'resume_id'> & {
  resume: ResumeInput | { kind: 'previous'; id: string } | null
}

/**
 * Writes a letter from the real resume (or from the job alone when integration is off), rates it, stores it
 * and takes one credit in the same transaction.
 */
export async function generateCoverLetter(
  ctx: AppContext,
  userId: string,
  input: GenerateInput,
): Promise<CoverLetterResult> {
  const user = await usersRepository.findById(ctx.db, userId)
  if (!user) throw new AppError('unauthorized', 'This account no longer exists.')
  if (!user.isCreditExempt && user.balance < 1) throw new AppError('payment_required', INSUFFICIENT_CREDITS)

  const source = !input.resume
    ? null
    : input.resume.kind === 'previous'
      ? await requireOwnResume(ctx, userId, input.resume.id)
      : await ingestResume(ctx, userId, input.resume)
  const resume: ResumeData | null = source?.resumeData ?? null
  const job = { title: input.job_title, company: input.company_name, description: input.job_description }
  const letter = await ctx.workers.writeLetter(userId, {
    resume,
    job,
    hiringManager: input.hiring_manager_name,
    referralSource: input.referral_source,
    additionalInfo: input.additional_info,
    tone: input.tone,
    length: input.length,
    template: input.template,
    seed: randomInt(2 ** 31),
  })
  if (letter.violations.length) {
    ctx.log.error({ violations: letter.violations }, 'cover letter failed the honesty check')
    throw new AppError('invalid', UNSAFE_LETTER)
  }
  const personal = resume?.personal_information
  const sender: Sender = {
    name: personal?.name ?? '',
    email: personal?.email ?? '',
    phone: personal?.phone ?? '',
    location: personal?.location ?? '',
    linkedin: personal?.linkedin ?? '',
  }

  const { row, balance } = await ctx.db.transaction(async (tx) => {
    const id = crypto.randomUUID()
    const balance = user.isCreditExempt
      ? user.balance
      : await debitCredits(tx, userId, 1, { reason: 'cover letter', reference: id })
    const row = await coverLettersRepository.insert(tx, {
      id,
      userId,
      resumeId: source?.resume.id ?? null,
      jobTitle: input.job_title,
      companyName: input.company_name,
      jobDescription: input.job_description,
      hiringManager: input.hiring_manager_name,
      referralSource: input.referral_source,
      additionalInfo: input.additional_info,
      tone: input.tone,
      template: input.template,
      length: input.length,
      content: letter.content,
      wordCount: letter.wordCount,
      sender,
      analysis: letter.analysis,
      recommendations: letter.recommendations,
    })
    return { row, balance }
  })

  return {
    success: true,
    id: row.id,
    cover_letter_content: row.content,
    job_info: { title: row.jobTitle, company: row.companyName, hiring_manager: row.hiringManager },
    generation_details: {
      tone: row.tone,
      template: row.template,
      length: row.length,
      status: row.status,
      word_count: row.wordCount,
    },
    user_credits: { credits_used: user.isCreditExempt ? 0 : 1, balance },
    analysis: row.analysis as Analysis,
    recommendations: row.recommendations as string[],
    timestamps: { created_at: row.createdAt.toISOString(), completed_at: row.createdAt.toISOString() },
    download_url: coverLetterDownloadUrl(row.id),
  }
}

const PREVIEW_LENGTH = 220

export function toHistoryItem(row: CoverLetterRow): CoverLetterHistoryItem {
  // The preview skips the salutation, which is the same in every letter.
  const body =
    row.content
      .split(/\n\s*\n/)
      .slice(1)
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim() || row.content
  return {
    id: row.id,
    job_title: row.jobTitle,
    company_name: row.companyName,
    hiring_manager: row.hiringManager,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    word_count: row.wordCount,
    tone: row.tone,
    template: row.template,
    length: row.length,
    preview: body.length > PREVIEW_LENGTH ? `${body.slice(0, PREVIEW_LENGTH).replace(/\s+\S*$/, '')}…` : body,
    content: row.content,
    download_url: coverLetterDownloadUrl(row.id),
    analysis: row.analysis as Analysis,
    recommendations: row.recommendations as string[],
  }
}

export async function requireOwnCoverLetter(
  ctx: AppContext,
  userId: string,
  id: string,
): Promise<CoverLetterRow> {
  const row = await coverLettersRepository.findOwn(ctx.db, userId, id)
  if (!row) throw new AppError('not_found', COVER_LETTER_NOT_FOUND)
  return row
}

/** Saves the user's edited text and re-rates it, so the stored analysis describes the letter they keep. */
export async function saveCoverLetterEdit(ctx: AppContext, userId: string, id: string, content: string) {
  const row = await requireOwnCoverLetter(ctx, userId, id)
  const resume = row.resumeId
    ? ((await requireOwnResume(ctx, userId, row.resumeId).catch(() => null))?.resumeData ?? null)
    : null
  const rated = await ctx.workers.rateLetter(userId, {
    resume,
    job: { title: row.jobTitle, company: row.companyName, description: row.jobDescription },
    hiringManager: row.hiringManager,
    referralSource: row.referralSource,
    additionalInfo: row.additionalInfo,
    tone: row.tone,
    length: row.length,
    content,
  })
  // The user may write what they like; claims their resume does not back are pointed out, not refused.
  const unsupported = rated.violations.map((violation) => `Check this claim before sending: ${violation}`)
  const saved = await coverLettersRepository.updateOwn(ctx.db, userId, id, {
    content,
    wordCount: rated.wordCount,
    analysis: rated.analysis,
    recommendations: [...unsupported, ...rated.recommendations],
  })
  if (!saved) throw new AppError('not_found', COVER_LETTER_NOT_FOUND)
  return toHistoryItem(saved)
}

/** `Acme Corp` + `Data Analyst` → `acme_corp_data_analyst_cover_letter.pdf`. */
export function coverLetterFileName(company: string, jobTitle: string): string {
  const stem = `${company}_${jobTitle}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
  return `${stem || 'cover'}_cover_letter.pdf`
}

export async function downloadCoverLetterPdf(ctx: AppContext, userId: string, id: string) {
  const row = await requireOwnCoverLetter(ctx, userId, id)
  const result = await ctx.workers.renderLetter(userId, {
    template: row.template,
    letter: {
      content: row.content,
      sender: resumeDataSchema.shape.personal_information.parse(row.sender),
      job_title: row.jobTitle,
      company_name: row.companyName,
      hiring_manager: row.hiringManager || undefined,
      date: row.createdAt.toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    },
  })
  if (!result.ok)
    throw new AppError('too_large', 'This letter is too long to render. Please shorten it and try again.')
  await downloadsRepository.record(ctx.db, userId, 'cover_letter', row.id)
  return { pdf: result.pdf, filename: coverLetterFileName(row.companyName, row.jobTitle) }
}
