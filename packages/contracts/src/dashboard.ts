import { z } from 'zod'
import { listOf } from './common.ts'

const percentOrNull = z.number().int().min(0).max(100).nullable()

/** The signed-in user's figures for the dashboard, all computed from their own records. */
export const dashboardReply = z.object({
  credits: z.number().int(),
  is_credit_exempt: z.boolean(),
  resumes_created: z.number().int(),
  resumes_this_week: z.number().int(),
  average_match_score: percentOrNull,
  ats_compatibility: percentOrNull,
  downloads: z.number().int(),
  cover_letters: z.number().int(),
  cover_letters_this_week: z.number().int(),
  templates_used: z.number().int(),
  keyword_coverage: z.object({
    technical_terms: percentOrNull,
    action_verbs: percentOrNull,
    industry_keywords: percentOrNull,
    soft_skills: percentOrNull,
  }),
  formats: z.object({
    pdf: z.number().int(),
    docx: z.number().int(),
    doc: z.number().int(),
    txt: z.number().int(),
  }),
})
export type DashboardReply = z.infer<typeof dashboardReply>

/** A template the user's analyses currently use: how many, and when one was last created or edited. */
export const templateUsage = z.object({
  template: z.string(),
  analyses: z.number().int(),
  last_used_at: z.string(),
})
export type TemplateUsage = z.infer<typeof templateUsage>
export const templateUsageList = listOf(templateUsage)
export type TemplateUsageList = z.infer<typeof templateUsageList>
