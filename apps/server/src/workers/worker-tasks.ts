import type {
  AtsCheckReply,
  AtsFormat,
  ExportFormat,
  ImportedPosting,
  JobAnalysis,
  MatchScores,
  ResumeData,
  ResumeFormat,
  TailoringMode,
} from '@tailor/contracts'
import {
  acceptJobReading,
  acceptLetterDraft,
  acceptParseRescue,
  acceptRewordings,
  analyzeCoverLetter,
  analyzeJob,
  type CoverLetterInput,
  checkDocument,
  countWords,
  ExtractError,
  extractDocument,
  extractPosting,
  type FetchedPosting,
  findParseDoubts,
  ImportError,
  importResumeFile,
  type LetterFactSheet,
  letterChecker,
  letterFactSheet,
  type ModelJobReading,
  parseResume,
  type Rewording,
  scoreMatch,
  type TailorOutput,
  tailorReport,
  tailorResume,
  toJsonResume,
  warningsAfterRescue,
  writeCoverLetter,
} from '@tailor/engine'
import {
  type CoverLetterDocument,
  DocumentTooLongError,
  renderCoverLetterDocx,
  renderCoverLetterPdf,
  renderResumeDocx,
  renderResumePdf,
  renderResumeText,
  resumeHeadings,
  UnknownTemplateError,
} from '@tailor/templates'

// CPU-heavy work that runs in worker threads, so a slow or hostile file never blocks the API's event loop.
// Results are plain data: class instances do not survive the trip between threads.

export type ParseUploadTask =
  | { bytes: Uint8Array; maxBytes: number; maxPages: number; maxUnpackedBytes: number; filename: string }
  | { text: string }

export type ParsedUpload =
  | {
      ok: true
      format: ResumeFormat
      pages: number
      text: string
      resume_data: ResumeData
      warnings: string[]
      /** Why the layout reader may have missed part of it (findParseDoubts); empty when the parse looks whole. */
      doubts: string[]
    }
  | { ok: false; code: ExtractError['code']; message: string }

export async function parseUpload(task: ParseUploadTask): Promise<ParsedUpload> {
  try {
    if ('text' in task) {
      const parsed = parseResume(task.text)
      const doubts = findParseDoubts(task.text, parsed)
      return { ok: true, format: 'txt', pages: 1, text: task.text, ...parsed, doubts }
    }
    const { bytes, ...limits } = task
    const document = await extractDocument(bytes, limits)
    const parsed = parseResume(document)
    return {
      ok: true,
      format: document.format,
      pages: document.pages,
      text: document.text,
      ...parsed,
      doubts: findParseDoubts(document.text, parsed),
    }
  } catch (error) {
    if (error instanceof ExtractError) return { ok: false, code: error.code, message: error.message }
    throw error
  }
}

export type RescueParseTask = { text: string; resume: ResumeData; warnings: string[]; reading: ResumeData }

/** A model's reading of the document, merged where the text supports it, and the parser's warnings still true. */
export function rescueParse(task: RescueParseTask) {
  const rescued = acceptParseRescue(task.resume, task.text, task.reading)
  return { ...rescued, warnings: warningsAfterRescue(task.warnings, rescued) }
}

export type TailorTask = {
  resume: ResumeData
  jobDescription: string
  level: number
  mode: TailoringMode
  /** A model's reading of the posting, merged where the posting's text supports it. */
  jobReading?: ModelJobReading
}

export type TailoredResume = {
  job: JobAnalysis | null
  scoreAfter: MatchScores
  /**
   * Honest by construction: tailorResume keeps the original resume should a step break the invariant, and
   * acceptRewordings keeps only rewordings that pass it, so nothing downstream checks again.
   */
  output: TailorOutput
  /** ATS readiness of the tailored resume on its own (no job). */
  atsScore: number
  /** What the model's job reading added to the engine's; absent without one. */
  jobAdded?: string[]
}

/**
 * Loads what the engine's tasks share (lexicons, word lists: about 200 MB a thread) before the thread takes real
 * work, so that memory is never counted against the first task's budget.
 */
export function warmUp(): void {
  const sample =
    'Alex Doe\nalex@example.com\nExperience\nEngineer | Acme | 2020 – Present\n• Built services in Python'
  tailor({
    resume: parseResume(sample).resume_data,
    jobDescription: 'Engineer: Python, teamwork.',
    level: 50,
    mode: 'report',
  })
}

/** Job analysis, tailoring and its scores: the engine's whole job for one request, each part done once. */
export function tailor(task: TailorTask): TailoredResume {
  const engineJob = task.jobDescription.trim() ? analyzeJob(task.jobDescription) : null
  const reading =
    engineJob && task.jobReading ? acceptJobReading(engineJob, task.jobDescription, task.jobReading) : null
  const job = reading?.job ?? engineJob
  // Tailored without the engine's report, which is built here from the scores the server keeps anyway.
  const output = tailorResume(task.resume, job, { level: task.level, mode: 'tailoring' })
  const scoreBefore = task.mode === 'report' ? scoreMatch(task.resume, job).overall : undefined
  return { ...scored(job, output, scoreBefore), ...(reading && { jobAdded: reading.added }) }
}

/** A tailored resume's scores, and report mode's report from them: the engine's output or a rewording. */
function scored(job: JobAnalysis | null, output: TailorOutput, scoreBefore: number | undefined) {
  const scoreAfter = scoreMatch(output.resume_data, job)
  const atsScore = job ? scoreMatch(output.resume_data, null).overall : scoreAfter.overall
  const report = scoreBefore === undefined ? undefined : tailorReport(scoreBefore, scoreAfter)
  return { job, scoreAfter, atsScore, output: report ? { ...output, report } : output }
}

export type RewordTask = { resume: ResumeData; tailored: TailoredResume; rewordings: Rewording[] }

/** A model's rewordings of the tailored resume, each kept only if it adds no fact; then scored again. */
export function reword(task: RewordTask): TailoredResume & { used: number; rejected: number } {
  const { tailored } = task
  const accepted = acceptRewordings(task.resume, tailored.output.resume_data, task.rewordings)
  const output = {
    ...tailored.output,
    resume_data: accepted.resume,
    changes: [...tailored.output.changes, ...accepted.changes],
  }
  return {
    ...tailored,
    ...scored(tailored.job, output, tailored.output.report?.score_before),
    used: accepted.used,
    rejected: accepted.rejected,
  }
}

export type RenderTask = {
  data: ResumeData
  template: string
  pageSize: 'LETTER' | 'A4'
  /** PDF unless told otherwise. */
  format?: ExportFormat
}
export type RenderedPdf =
  | { ok: true; pdf: Uint8Array }
  | { ok: false; code: 'unknown_template' | 'too_long'; message: string }

/** Known refusals of the templates as plain data; anything else is a real failure. */
function refusal(error: unknown): Extract<RenderedPdf, { ok: false }> {
  if (error instanceof UnknownTemplateError)
    return { ok: false, code: 'unknown_template', message: error.message }
  if (error instanceof DocumentTooLongError) return { ok: false, code: 'too_long', message: error.message }
  throw error
}

async function renderResumeBytes({
  data,
  template,
  pageSize,
  format = 'pdf',
}: RenderTask): Promise<Uint8Array> {
  if (format === 'docx') return renderResumeDocx(data, { template, pageSize })
  if (format === 'txt') return new TextEncoder().encode(renderResumeText(data))
  if (format === 'json') return new TextEncoder().encode(`${JSON.stringify(toJsonResume(data), null, 2)}\n`)
  return renderResumePdf(data, { template, pageSize })
}

/** The resume in any export format; `pdf` holds the file's bytes whatever the format. */
export async function renderResume(task: RenderTask): Promise<RenderedPdf> {
  try {
    return { ok: true, pdf: await renderResumeBytes(task) }
  } catch (error) {
    return refusal(error)
  }
}

export type AtsCheckTask = {
  data: ResumeData
  template: string
  pageSize: 'LETTER' | 'A4'
  format: AtsFormat
}
export type CheckedForAts = { ok: true; report: AtsCheckReply } | Extract<RenderedPdf, { ok: false }>

/** Renders the document, reads it back with the upload extractor and parser, and compares with the data. */
export async function atsCheck(task: AtsCheckTask): Promise<CheckedForAts> {
  try {
    const bytes = await renderResumeBytes(task)
    return { ok: true, report: await checkDocument(task.data, bytes, resumeHeadings(task.data)) }
  } catch (error) {
    return refusal(error)
  }
}

export type ImportTask = { bytes: Uint8Array; maxUnpackedBytes: number }
export type ImportedResume =
  | { ok: true; resume_data: ResumeData; warnings: string[] }
  | { ok: false; message: string }

/** A JSON Resume or LinkedIn export file into editor data; a refusal carries its message for the user. */
export function importResume(task: ImportTask): ImportedResume {
  try {
    return { ok: true, ...importResumeFile(task.bytes, task.maxUnpackedBytes) }
  } catch (error) {
    if (error instanceof ImportError) return { ok: false, message: error.message }
    throw error
  }
}

export type WriteLetterTask = CoverLetterInput & {
  /** Also return what a model may say (the letter's facts with their sources). */
  withFactSheet?: boolean
}

export type WrittenLetter = {
  content: string
  wordCount: number
  length: CoverLetterInput['length']
  analysis: { score: number; metrics: Record<string, number> }
  recommendations: string[]
  violations: string[]
  factSheet?: LetterFactSheet
}

/** Writes the letter, checks it states nothing the resume does not, and rates it. */
export function writeLetter(task: WriteLetterTask): WrittenLetter {
  const letter = writeCoverLetter(task)
  const rated = rateLetter({ ...task, length: letter.length, content: letter.content })
  if (letter.length !== task.length)
    rated.recommendations.unshift(
      `Without a resume the letter stays short, because it has no experience to tell. Choose a resume for a ${task.length} letter.`,
    )
  return {
    ...rated,
    content: letter.content,
    wordCount: letter.word_count,
    length: letter.length,
    ...(task.withFactSheet &&
      task.resume && {
        factSheet: letterFactSheet(task.resume, analyzeJob(task.job.description), task.sourceText),
      }),
  }
}

export type LetterDraftTask = { letter: WriteLetterTask; engineLetter: string; paragraphs: string[] }

/**
 * A model's letter body with every unsupported sentence left out, framed and rated like the engine's own;
 * `ok: false` when what is left does not fit the length (the engine's letter is then used).
 */
export function checkLetterDraft(
  task: LetterDraftTask,
): { ok: true; letter: WrittenLetter; removed: number } | { ok: false; reason: string; removed: number } {
  const { letter } = task
  const extras = {
    hiringManager: letter.hiringManager || undefined,
    referralSource: letter.referralSource,
    additionalInfo: letter.additionalInfo,
  }
  const draft = acceptLetterDraft(
    task.paragraphs,
    task.engineLetter,
    letterChecker(letter.resume, letter.job, extras),
    letter.length,
  )
  if (!draft.ok) return { ok: false, reason: draft.reason, removed: draft.removed.length }
  const rated = rateLetter({ ...letter, content: draft.content })
  return {
    ok: true,
    removed: draft.removed.length,
    letter: { ...rated, content: draft.content, length: letter.length },
  }
}

export type RateLetterTask = Omit<WriteLetterTask, 'template' | 'seed' | 'signer'> & { content: string }

/**
 * Quality analysis and honesty check of a letter, also after the user edits it: claims the resume and the
 * user's own notes do not support come back as violations.
 */
export function rateLetter(task: RateLetterTask) {
  const { analysis, recommendations, violations } = analyzeCoverLetter(task.content, {
    resume: task.resume,
    job: analyzeJob(task.job.description, task.job),
    description: task.job.description,
    extras: { referralSource: task.referralSource, additionalInfo: task.additionalInfo },
    companyName: task.job.company,
    jobTitle: task.job.title,
    hiringManager: task.hiringManager || undefined,
    tone: task.tone,
    length: task.length,
  })
  return { analysis, recommendations, violations, wordCount: countWords(task.content) }
}

export type RenderLetterTask = { letter: CoverLetterDocument; template: string; format?: 'pdf' | 'docx' }

export async function renderLetter(task: RenderLetterTask): Promise<RenderedPdf> {
  try {
    const render = task.format === 'docx' ? renderCoverLetterDocx : renderCoverLetterPdf
    return { ok: true, pdf: await render(task.letter, { template: task.template }) }
  } catch (error) {
    return refusal(error)
  }
}

/** Reading a posting parses up to 2 MB of HTML; kept off the event loop like every other parse. */
export function readPosting(task: FetchedPosting): ImportedPosting | null {
  return extractPosting(task)
}
