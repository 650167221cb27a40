import { randomInt } from 'node:crypto'
import {
  type CoverLetterHistoryItem,
  type CoverLetterResult,
  coverLetterFileName,
  coverLetterResult,
  type GenerateCoverLetterRequest,
  type LetterFormat,
  type LetterSender,
  letterSender,
  type ResumeData,
} from '@tailor/contracts'
import type { AppContext } from '../../context.ts'
import { AppError } from '../../lib/app-error.ts'
import { payForWork } from '../credits/service.ts'
import { downloadsRepository } from '../downloads/repository.ts'
import { writeLetterWithAssist } from '../llm/assist-letter.ts'
import { joinAssistance, requestDeadline } from '../llm/join-assistance.ts'
import { ingestResume, type ResumeInput, requireOwnResume } from '../resumes/service.ts'
import { usersRepository } from '../users/repository.ts'
import { type CoverLetterRow, coverLettersRepository } from './repository.ts'

export const COVER_LETTER_NOT_FOUND = 'Cover letter not found.'
export const LETTER_REASON = 'cover letter'
const UNSAFE_LETTER =
  'We couldn’t write a letter that sticks to the facts in your resume. Please check your resume and try again.'

// Stored JSON is read through the reply's own schemas: a row from an older version reads as blank, never as junk.
const storedAnalysis = coverLetterResult.shape.analysis.catch({ score: 0, metrics: {} })
const storedRecommendations = coverLetterResult.shape.recommendations.catch([])
const storedSender = letterSender
  .partial()
  .catch({})
  .transform((sender) => ({ name: '', email: '', phone: '', location: '', linkedin: '', ...sender }))

export const coverLetterDownloadUrl = (id: string) => `/api/v1/cover-letters/${id}/download/`

export type GenerateInput = Omit<GenerateCoverLetterRequest, 'resume_id'> & {
  resume: ResumeInput | { kind: 'previous'; id: string } | null
}

/**
 * Takes one credit, then writes a letter from the real resume (or from the job alone when integration is off),
 * rates it and stores it; a failure gives the credit back.
 */
export async function generateCoverLetter(
  ctx: AppContext,
  userId: string,
  input: GenerateInput,
): Promise<CoverLetterResult> {
  const user = await usersRepository.findById(ctx.db, userId)
  if (!user) throw new AppError('unauthorized', 'This account no longer exists.')
  const { row, balance, ai } = await payForWork(ctx.db, user, LETTER_REASON, async (id, settle, balance) => {
    const deadline = requestDeadline(ctx)
    const source = !input.resume
      ? null
      : input.resume.kind === 'previous'
        ? await requireOwnResume(ctx, userId, input.resume.id)
        : await ingestResume(ctx, userId, input.resume, deadline)
    const resume: ResumeData | null = source?.resumeData ?? null
    const job = { title: input.job_title, company: input.company_name, description: input.job_description }
    const written = await writeLetterWithAssist(
      ctx,
      userId,
      {
        resume,
        sourceText: source?.resume.text ?? '',
        signer: user.name,
        job,
        hiringManager: input.hiring_manager_name,
        referralSource: input.referral_source,
        additionalInfo: input.additional_info,
        tone: input.tone,
        length: input.length,
        template: input.template,
        seed: randomInt(2 ** 31),
      },
      deadline,
    )
    const { letter } = written
    const ai = joinAssistance(source?.ai, written.ai)
    if (letter.violations.length) {
      ctx.log.error({ violations: letter.violations }, 'cover letter failed the honesty check')
      throw new AppError('invalid', UNSAFE_LETTER)
    }
    const personal = resume?.personal_information
    // Without a resume the account holder signs, and the letterhead says who they are.
    const sender: LetterSender = {
      name: personal?.name || user.name,
      email: personal?.email || user.email,
      phone: personal?.phone ?? '',
      location: personal?.location ?? '',
      linkedin: personal?.linkedin ?? '',
    }
    const row = await ctx.db.transaction(async (tx) => {
      await settle(tx)
      return coverLettersRepository.insert(tx, {
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
        length: letter.length,
        content: letter.content,
        wordCount: letter.wordCount,
        sender,
        analysis: letter.analysis,
        recommendations: letter.recommendations,
      })
    })
    return { row, balance: balance ?? user.balance, ai }
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
    analysis: storedAnalysis.parse(row.analysis),
    recommendations: storedRecommendations.parse(row.recommendations),
    timestamps: { created_at: row.createdAt.toISOString(), completed_at: row.createdAt.toISOString() },
    download_url: coverLetterDownloadUrl(row.id),
    sender: senderOf(row),
    ...(ai && { ai }),
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
    analysis: storedAnalysis.parse(row.analysis),
    recommendations: storedRecommendations.parse(row.recommendations),
    sender: senderOf(row),
  }
}

/** The letterhead stored with the letter; rows from before it was stored read as blank. */
const senderOf = (row: CoverLetterRow): LetterSender => storedSender.parse(row.sender)

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
  const rated = await ctx.workers.request(userId, 'rateLetter', {
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

/** The letter as a file: PDF or Word in its template, or its plain text. Each download is counted. */
export async function downloadCoverLetter(ctx: AppContext, userId: string, id: string, format: LetterFormat) {
  const row = await requireOwnCoverLetter(ctx, userId, id)
  const filename = coverLetterFileName(row.companyName, row.jobTitle, format)
  let file: Uint8Array
  if (format === 'txt') file = new TextEncoder().encode(`${row.content.trim()}\n`)
  else {
    const result = await ctx.workers.request(userId, 'renderLetter', {
      template: row.template,
      format,
      letter: {
        content: row.content,
        sender: senderOf(row),
        job_title: row.jobTitle,
        company_name: row.companyName,
        hiring_manager: row.hiringManager || undefined,
        date: row.createdAt.toISOString(),
      },
    })
    if (!result.ok)
      throw new AppError('too_large', 'This letter is too long to render. Please shorten it and try again.')
    file = result.pdf
  }
  await downloadsRepository.record(ctx.db, userId, 'cover_letter', row.id)
  return { file, filename }
}
