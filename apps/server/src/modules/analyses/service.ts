import {
  type AnalysisRecord,
  aiAssistance,
  type ExportFormat,
  type ExportOption,
  highlights as highlightsSchema,
  jobAnalysis as jobAnalysisSchema,
  matchScores as matchScoresSchema,
  postingAsJobDescription,
  type ResumeData,
  resumeData as resumeDataSchema,
  resumeFileName,
  type TailoringMode,
  type TailorReply,
  tailorChange,
  tailorReport,
} from '@tailor/contracts'
import { unsupportedLanguageWarning } from '@tailor/engine'
import { resumeTemplates } from '@tailor/templates'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { AppError } from '../../lib/app-error.ts'
import { payForWork } from '../credits/service.ts'
import { downloadsRepository } from '../downloads/repository.ts'
import { importPosting } from '../jobs/service.ts'
import { tailorWithAssist } from '../llm/assist-tailoring.ts'
import { joinAssistance, requestDeadline } from '../llm/join-assistance.ts'
import { ingestResume, type ResumeInput, requireOwnResume } from '../resumes/service.ts'
import { usersRepository } from '../users/repository.ts'
import { emailResume, renderPdf } from './render.ts'
import { type AnalysisRow, analysesRepository } from './repository.ts'

export type TailorInput = {
  resume: ResumeInput | { kind: 'previous'; id: string }
  jobDescription: string
  jobUrl: string
  template: string
  mode: TailoringMode
  level: number
  exportOption: ExportOption
}

export const ANALYSIS_NOT_FOUND = 'Analysis not found.'
export const ANALYSIS_REASON = 'resume analysis'

export function requireTemplateId(id: string): string {
  if (!resumeTemplates.some((t) => t.id === id)) {
    const ids = resumeTemplates.map((t) => t.id).join(', ')
    throw new AppError('invalid', `Unknown template "${id}". Choose one of: ${ids}.`)
  }
  return id
}

export const analysisUrl = (id: string) => `/api/v1/resume/analyses/${id}/`
export const downloadUrl = (id: string) => `/api/v1/resume/analyses/${id}/download/`

/**
 * The main job: take one credit, then read the resume, analyse the job, score, tailor honestly and store the
 * analysis (a failure gives the credit back), then deliver by email if asked.
 */
export async function tailorForUser(
  ctx: AppContext,
  userId: string,
  input: TailorInput,
): Promise<TailorReply> {
  requireTemplateId(input.template)
  const user = await usersRepository.findById(ctx.db, userId)
  if (!user) throw new AppError('unauthorized', 'This account no longer exists.')
  // A link without a description is read first; the text is stored with the analysis, as postings disappear.
  // A link that cannot be read stops here, before any credit is taken.
  const imported =
    !input.jobDescription.trim() && input.jobUrl.trim()
      ? await importPosting(ctx, userId, input.jobUrl)
      : null
  const jobDescription = imported ? postingAsJobDescription(imported) : input.jobDescription
  const done = await payForWork(ctx.db, user, ANALYSIS_REASON, async (id, settle) => {
    const deadline = requestDeadline(ctx)
    const source =
      input.resume.kind === 'previous'
        ? await requireOwnResume(ctx, userId, input.resume.id)
        : await ingestResume(ctx, userId, input.resume, deadline)
    const assisted = await tailorWithAssist(
      ctx,
      userId,
      { resume: source.resumeData, jobDescription, level: input.level, mode: input.mode },
      deadline,
    )
    const { result } = assisted
    const ai = joinAssistance(source.ai, assisted.ai)
    const tailored = result.output.resume_data
    const highlights = { ...result.output.highlights, template: input.template }
    const warnings = [...source.warnings, ...jobWarnings(jobDescription)]
    const row = await ctx.db.transaction(async (tx) => {
      await settle(tx)
      return analysesRepository.insert(tx, {
        id,
        userId,
        resumeId: source.resume.id,
        applicantName: tailored.personal_information.name,
        jobTitle: imported?.title || (result.job?.job_title ?? ''),
        companyName: imported?.company || (result.job?.company ?? ''),
        jobDescription,
        jobUrl: input.jobUrl,
        template: input.template,
        tailoringMode: input.mode,
        tailoringLevel: highlights.tailoring_level,
        exportOption: input.exportOption,
        overallScore: result.scoreAfter.overall,
        skillsScore: result.scoreAfter.breakdown?.hard_skills ?? null,
        atsScore: result.atsScore,
        originalData: source.resumeData,
        resumeData: tailored,
        highlights,
        matchScores: result.scoreAfter,
        jobAnalysis: result.job,
        changes: result.output.changes,
        report: result.output.report ?? null,
        ai: ai ?? null,
      })
    })
    return { row, result, tailored, highlights, warnings, ai }
  })
  const { row, result, tailored, highlights, warnings, ai } = done

  const reply: TailorReply = {
    success: true,
    resume_data: tailored,
    highlights,
    match_scores: result.scoreAfter,
    tailored_resume_uuid: row.id,
    tailored_resume_url: analysisUrl(row.id),
    download_url: downloadUrl(row.id),
    job_analysis: result.job,
    changes: result.output.changes,
    warnings,
  }
  if (row.report) reply.report = tailorReport.parse(row.report)
  if (ai) reply.ai = ai
  if (input.exportOption !== 'download') {
    reply.email_delivery = await emailResume(ctx, userId, user.email, {
      data: tailored,
      template: input.template,
      jobTitle: row.jobTitle,
      companyName: row.companyName,
    })
  }
  return reply
}

const storedChanges = z.array(tailorChange)

export function toAnalysisRecord(row: AnalysisRow): AnalysisRecord {
  const data: ResumeData = resumeDataSchema.parse(row.resumeData)
  const highlights = highlightsSchema.parse(row.highlights)
  return {
    uuid: row.id,
    applicant_name: row.applicantName,
    tailored_resume_data: {
      resume_data: data,
      highlights: { ...highlights, template: row.template, tailoring_level: row.tailoringLevel },
      match_scores: matchScoresSchema.parse(row.matchScores),
      job_analysis: row.jobAnalysis ? jobAnalysisSchema.parse(row.jobAnalysis) : null,
      professional_title: highlights.position,
    },
    extracted_job_title: row.jobTitle,
    extracted_company_name: row.companyName,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    overall_match_score: row.overallScore,
    skills_match_score: row.skillsScore,
    template: row.template,
    tailoring_level: row.tailoringLevel,
    download_url: downloadUrl(row.id),
    changes: storedChanges.parse(row.changes),
    report: row.report ? tailorReport.parse(row.report) : null,
    warnings: jobWarnings(row.jobDescription),
    ai: row.ai ? aiAssistance.parse(row.ai) : null,
  }
}

/** Said when the analysis is made and again whenever it is reopened: derived from the stored posting. */
function jobWarnings(jobDescription: string): string[] {
  const language = unsupportedLanguageWarning(jobDescription, 'job description')
  return language ? [language] : []
}

export async function requireOwnAnalysis(ctx: AppContext, userId: string, id: string): Promise<AnalysisRow> {
  const row = await analysesRepository.findOwn(ctx.db, userId, id)
  if (!row) throw new AppError('not_found', ANALYSIS_NOT_FOUND)
  return row
}

/** The PDF (or another export format) of an analysis as it stands now (with the user's latest edits), counted as a download. */
export async function downloadAnalysisPdf(
  ctx: AppContext,
  userId: string,
  id: string,
  format: ExportFormat = 'pdf',
) {
  const row = await requireOwnAnalysis(ctx, userId, id)
  const data = resumeDataSchema.parse(row.resumeData)
  const pdf = await renderPdf(ctx, userId, data, row.template, 'LETTER', format)
  await downloadsRepository.record(ctx.db, userId, 'resume', row.id)
  return { pdf, filename: resumeFileName(row.jobTitle, format) }
}
