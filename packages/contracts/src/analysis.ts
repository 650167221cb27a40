import { z } from 'zod'
import { resumeData } from './resume-data.ts'

// Shapes produced by the analysis engine (job analysis, match scores, tailoring). snake_case: sent as-is.

export const skillCategory = z.enum(['tool', 'domain', 'soft'])
export type SkillCategory = z.infer<typeof skillCategory>

export const seniority = z.enum([
  'intern',
  'entry',
  'mid',
  'senior',
  'lead',
  'manager',
  'director',
  'executive',
])
export type Seniority = z.infer<typeof seniority>

export const educationLevel = z.enum([
  'none',
  'high_school',
  'certificate',
  'associate',
  'bachelor',
  'master',
  'doctorate',
])
export type EducationLevel = z.infer<typeof educationLevel>

/** A skill found in text: canonical id, display label and category. */
export const skillRef = z.object({
  id: z.string(),
  label: z.string(),
  category: skillCategory,
})
export type SkillRef = z.infer<typeof skillRef>

export const jobAnalysis = z.object({
  job_title: z.string(),
  company: z.string(),
  seniority: seniority.nullable(),
  years_experience: z.number().nonnegative().nullable(),
  education_level: educationLevel.nullable(),
  required_skills: z.array(skillRef),
  preferred_skills: z.array(skillRef),
  soft_skills: z.array(skillRef),
  keywords: z.array(z.string()),
  responsibilities: z.array(z.string()),
})
export type JobAnalysis = z.infer<typeof jobAnalysis>

const percent = z.number().int().min(0).max(100)

// null: the job does not ask about that part (no years, no degree, no soft skills), so it is not scored.
const partScore = percent.nullable()

export const scoreBreakdown = z.object({
  hard_skills: partScore,
  soft_skills: partScore,
  title: partScore,
  experience: partScore,
  education: partScore,
  keywords: partScore,
})
export type ScoreBreakdown = z.infer<typeof scoreBreakdown>

/** ATS-readiness checks used when no job description is given. */
export const atsBreakdown = z.object({
  contact: percent,
  sections: percent,
  dates: percent,
  quantified: percent,
  length: percent,
})
export type AtsBreakdown = z.infer<typeof atsBreakdown>

export const suggestion = z.object({
  /** Where to change: a section or a path such as `work_experience[0].achievements[2]`. */
  where: z.string(),
  message: z.string(),
})
export type Suggestion = z.infer<typeof suggestion>

export const missingKeyword = z.object({
  keyword: z.string(),
  importance: z.enum(['required', 'preferred', 'soft', 'keyword']),
})
export type MissingKeyword = z.infer<typeof missingKeyword>

export const matchScores = z.object({
  /** `match` compares against a job; `ats` rates the resume alone (no job description). */
  kind: z.enum(['match', 'ats']),
  overall: percent,
  breakdown: scoreBreakdown.nullable(),
  ats: atsBreakdown.nullable(),
  matched_keywords: z.array(z.string()),
  /** Required skills first, then preferred, soft skills and other keywords. */
  missing_keywords: z.array(missingKeyword),
  suggestions: z.array(suggestion),
})
export type MatchScores = z.infer<typeof matchScores>

export const tailoringMode = z.enum(['tailoring', 'report'])
export type TailoringMode = z.infer<typeof tailoringMode>

export const tailorChange = z.object({
  path: z.string(),
  before: z.string(),
  after: z.string(),
  reason: z.string(),
})
export type TailorChange = z.infer<typeof tailorChange>

export const highlights = z.object({
  position: z.string(),
  template: z.string().optional(),
  tailoring_level: z.number().int().min(0).max(100),
})
export type Highlights = z.infer<typeof highlights>

export const tailorReport = z.object({
  matched_keywords: z.array(z.string()),
  missing_keywords: z.array(missingKeyword),
  suggestions: z.array(suggestion),
  score_before: percent,
  score_after: percent,
})
export type TailorReport = z.infer<typeof tailorReport>

export const tailorResult = z.object({
  resume_data: resumeData,
  highlights,
  changes: z.array(tailorChange),
  report: tailorReport.optional(),
})
export type TailorResult = z.infer<typeof tailorResult>
