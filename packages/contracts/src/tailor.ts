import { z } from 'zod'
import { aiAssistance } from './ai-assistance.ts'
import { highlights, jobAnalysis, matchScores, tailorChange, tailorReport } from './analysis.ts'
import { listOf } from './common.ts'
import { exportFormat } from './exports.ts'
import { resumeData } from './resume-data.ts'
import { MAX_RESUME_TEXT } from './resumes.ts'

// POST /api/v1/resume/tailor/ accepts the spec's three request shapes; each is validated, then normalised.

/** Form fields arrive as strings: an empty field means "not given". */
const blankAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

export const tailoringLevel = z.preprocess(
  blankAsUndefined,
  z.coerce
    .number({ error: 'Tailoring level must be a number from 0 to 100.' })
    .int('Tailoring level must be a whole number from 0 to 100.')
    .min(0, 'Tailoring level must be a number from 0 to 100.')
    .max(100, 'Tailoring level must be a number from 0 to 100.')
    .default(50),
)
export const exportOption = z.enum(['download', 'email', 'both'])
export type ExportOption = z.infer<typeof exportOption>
const modeField = z.preprocess(
  blankAsUndefined,
  z
    .enum(['tailoring', 'report'], { error: 'Tailoring mode must be "tailoring" or "report".' })
    .default('tailoring'),
)
const exportField = z.preprocess(
  blankAsUndefined,
  z
    .enum(['download', 'email', 'both'], { error: 'Export option must be "download", "email" or "both".' })
    .default('download'),
)
const templateId = z.preprocess(blankAsUndefined, z.string().trim().min(1).max(50).default('modern'))
export const MAX_JOB_DESCRIPTION = 50_000
const jobDescription = z.preprocess(
  blankAsUndefined,
  z
    .string()
    .max(MAX_JOB_DESCRIPTION, 'The job description is too long (50,000 characters at most).')
    .default(''),
)
const jobUrl = z.preprocess(blankAsUndefined, z.string().max(2_000, 'The job link is too long.').default(''))

/** Shape 2 (multipart form fields next to the file) and the shared part of shape 1. */
export const tailorFormFields = z.object({
  job_description: jobDescription,
  job_url: jobUrl,
  template: templateId,
  tailoring_mode: modeField,
  tailoring_level: tailoringLevel,
  export_option: exportField,
})

/** Shape 1: JSON with the resume as text. */
export const tailorTextRequest = tailorFormFields.extend({
  resume_text: z
    .string({ error: 'Please provide your resume text.' })
    .max(MAX_RESUME_TEXT, 'Resume text is too long (100,000 characters at most).')
    .refine((t) => t.trim().length > 0, 'Please provide your resume text.'),
})

/** Shape 3: JSON naming a previously used resume. */
export const tailorPreviousRequest = z.object({
  resume: z.object({ id: z.string({ error: 'Please upload a resume or select a previous one.' }).min(1) }),
  jobDetails: z.object({ content: jobDescription, url: jobUrl }).default({ content: '', url: '' }),
  template: templateId,
  tailoring: z
    .object({
      mode: modeField,
      level: tailoringLevel,
    })
    .default({ mode: 'tailoring', level: 50 }),
  exportOption: exportField,
})

export const emailDelivery = z.object({
  status: z.enum(['sent', 'outbox', 'failed']),
  to: z.string(),
  detail: z.string(),
})
export type EmailDelivery = z.infer<typeof emailDelivery>

export const tailorReply = z.object({
  success: z.literal(true),
  resume_data: resumeData,
  highlights,
  match_scores: matchScores,
  tailored_resume_uuid: z.string(),
  tailored_resume_url: z.string(),
  download_url: z.string(),
  job_analysis: jobAnalysis.nullable(),
  changes: z.array(tailorChange),
  report: tailorReport.optional(),
  warnings: z.array(z.string()),
  email_delivery: emailDelivery.optional(),
  ai: aiAssistance.optional(),
})
export type TailorReply = z.infer<typeof tailorReply>

/** The spec's "Resume analysis record", as listed and as opened for editing. */
export const analysisRecord = z.object({
  uuid: z.string(),
  applicant_name: z.string(),
  tailored_resume_data: z.object({
    resume_data: resumeData,
    highlights,
    match_scores: matchScores,
    job_analysis: jobAnalysis.nullable(),
    professional_title: z.string(),
  }),
  extracted_job_title: z.string(),
  extracted_company_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  overall_match_score: z.number().int().nullable(),
  skills_match_score: z.number().int().nullable(),
  template: z.string(),
  tailoring_level: z.number().int(),
  download_url: z.string(),
  changes: z.array(tailorChange),
  report: tailorReport.nullable(),
  /** What the optional model did when the analysis was made; null without one (and for older analyses). */
  ai: aiAssistance.nullable(),
  /** What the reader says about the analysis on reopening (a job in a language it does not read). */
  warnings: z.array(z.string()).default([]),
})
export type AnalysisRecord = z.infer<typeof analysisRecord>

/**
 * A row of the analysis lists (dashboard and history): the spec's list-item fields under the record's names,
 * each cut to what the tables and their fallbacks read; the detail endpoint sends the whole record.
 */
export const analysisSummary = analysisRecord
  .pick({
    uuid: true,
    applicant_name: true,
    extracted_job_title: true,
    extracted_company_name: true,
    created_at: true,
    overall_match_score: true,
    skills_match_score: true,
    download_url: true,
  })
  .extend({
    ai: aiAssistance.pick({ model: true }).nullable(),
    tailored_resume_data: z.object({
      resume_data: z.object({ personal_information: z.object({ name: z.string() }) }),
      highlights: highlights.pick({ tailoring_level: true }),
      match_scores: matchScores.pick({ overall: true }),
      job_analysis: jobAnalysis.pick({ job_title: true, company: true }).nullable(),
      professional_title: z.string(),
    }),
  })
export type AnalysisSummary = z.infer<typeof analysisSummary>
export const analysisList = listOf(analysisSummary)
export type AnalysisList = z.infer<typeof analysisList>

export const renderRequest = z.object({
  resume_data: resumeData,
  template: z.string().trim().min(1).max(50).optional(),
  template_id: z.string().trim().min(1).max(50).optional(),
  tailoring_level: z.coerce.number().int().min(0).max(100).optional(),
  tailored_resume_uuid: z.string().max(100).optional().nullable(),
  page_size: z.enum(['LETTER', 'A4']).optional(),
  format: exportFormat.optional(),
})
export type RenderRequest = z.infer<typeof renderRequest>

export const resumeTemplate = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  preview_image: z.string(),
  /** What an applicant-tracking system reads back of the sample resume in this template, in %. */
  ats_round_trip: z.object({ pdf: z.number(), docx: z.number() }).optional(),
})
export type ResumeTemplate = z.infer<typeof resumeTemplate>
export const resumeTemplateList = listOf(resumeTemplate)
export type ResumeTemplateList = z.infer<typeof resumeTemplateList>
