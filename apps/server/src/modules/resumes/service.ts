import { createHash } from 'node:crypto'
import { type AiAssistance, type ResumeData, resumeData } from '@tailor/contracts'
import type { AppContext } from '../../context.ts'
import { AppError } from '../../lib/app-error.ts'
import { TaskCrashError, TaskTimeoutError } from '../../workers/worker-pool.ts'
import type { ParsedUpload } from '../../workers/worker-tasks.ts'
import { rescueParseWithAssist } from '../llm/assist-parse.ts'
import { type ResumeRow, resumesRepository } from './repository.ts'

export type ResumeInput =
  | { kind: 'file'; bytes: Uint8Array; filename: string }
  | { kind: 'text'; text: string }

export type IngestedResume = {
  resume: ResumeRow
  resumeData: ResumeData
  warnings: string[]
  /** What the optional model did when the reader doubted its parse. */
  ai?: AiAssistance
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const RESUME_NOT_FOUND = 'Resume not found.'
const PARSE_TIMEOUT =
  "We couldn't read this file in time. Please upload a simpler PDF or DOCX, or paste your resume text."
const PARSE_CRASH =
  'This file is too large or complex to read. Please save it again as a simpler PDF or DOCX, or paste your resume text.'

const contentTypes = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  txt: 'text/plain; charset=utf-8',
} as const

/** A display name that is safe to show and store: no folders, no control characters, bounded length. */
export function cleanFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim()
  return clean.slice(0, 200) || 'resume'
}

/**
 * Refuses a new file past the user's storage quota, before it is parsed; the same bytes again cost nothing.
 * Says whether these bytes are stored already.
 */
async function requireStorageRoom(ctx: AppContext, userId: string, sha256: string, size: number) {
  const quota = ctx.config.upload.maxStoredBytesPerUser
  const use = await resumesRepository.storageUse(ctx.db, userId, sha256)
  if (use.stored || use.bytes + size <= quota) return use.stored
  throw new AppError(
    'too_large',
    `Your stored resumes have reached the ${formatMegabytes(quota)} storage limit. Please choose a previous resume instead of uploading a new one.`,
  )
}

const formatMegabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`

/**
 * Extracts and parses an upload or pasted text off the event loop, has the optional model rescue a doubtful
 * parse (within `deadline`), stores the original and the parsed data, and returns it. Re-uploading the same
 * bytes reuses the stored resume as it was read the first time.
 */
export async function ingestResume(
  ctx: AppContext,
  userId: string,
  input: ResumeInput,
  deadline?: AbortSignal,
): Promise<IngestedResume> {
  const { maxBytes, maxPages, maxUnpackedBytes, parseTimeoutMs } = ctx.config.upload
  const bytes = input.kind === 'file' ? input.bytes : new TextEncoder().encode(input.text)
  // The upload's size was held to maxBytes as it was read (readMultipart); the extractor holds it again for
  // its other callers.
  const sha256 = createHash('sha256').update(bytes).digest('hex')
  const stored = await requireStorageRoom(ctx, userId, sha256, bytes.byteLength)
  let parsed: ParsedUpload
  try {
    parsed = await ctx.workers.run(
      userId,
      'parseUpload',
      input.kind === 'file'
        ? { bytes, maxBytes, maxPages, maxUnpackedBytes, filename: input.filename }
        : { text: input.text },
      parseTimeoutMs,
    )
  } catch (error) {
    if (error instanceof TaskTimeoutError) throw new AppError('invalid', PARSE_TIMEOUT)
    if (error instanceof TaskCrashError) throw new AppError('too_large', PARSE_CRASH)
    throw error
  }
  if (!parsed.ok) {
    const tooBig = ['too_large', 'too_many_pages', 'too_complex'].includes(parsed.code)
    throw new AppError(tooBig ? 'too_large' : 'invalid', parsed.message)
  }
  const rescue = stored ? { parsed } : await rescueParseWithAssist(ctx, userId, parsed, deadline)
  parsed = rescue.parsed
  const id = crypto.randomUUID()
  const storageKey = `resumes/${userId}/${sha256}.${parsed.format}`
  await ctx.storage.put(storageKey, bytes, contentTypes[parsed.format])
  const resume = await resumesRepository.upsert(ctx.db, {
    id,
    userId,
    filename:
      input.kind === 'file'
        ? cleanFilename(input.filename)
        : `Pasted text ${new Date().toISOString().slice(0, 10)}`,
    format: parsed.format,
    pages: parsed.pages,
    byteSize: bytes.byteLength,
    sha256,
    storageKey,
    text: parsed.text,
    resumeData: parsed.resume_data,
  })
  return {
    resume,
    resumeData: resumeData.parse(resume.resumeData),
    warnings: parsed.warnings,
    ...(rescue.ai && { ai: rescue.ai }),
  }
}

/** A previously uploaded resume of this user, marked as used now; not_found for anyone else's. */
export async function requireOwnResume(ctx: AppContext, userId: string, id: string): Promise<IngestedResume> {
  const resume = UUID.test(id) ? await resumesRepository.findOwn(ctx.db, userId, id) : null
  if (!resume) throw new AppError('not_found', RESUME_NOT_FOUND)
  await resumesRepository.touch(ctx.db, id)
  return { resume, resumeData: resumeData.parse(resume.resumeData), warnings: [] }
}
