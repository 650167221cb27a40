import type {
  Highlights,
  JobAnalysis,
  MatchScores,
  ResumeData,
  TailorChange,
  TailoringMode,
  TailorReport,
} from '@tailor/contracts'
import { scoreMatch } from '../match/score-match.ts'
import { applyTailoring } from './apply-tailoring.ts'
import { findInvariantViolations } from './find-invariant-violations.ts'

export interface TailorOptions {
  /** 0–100: under 30 reorders only, 30–70 also rewrites, over 70 also adds a competencies line and trims. */
  level: number
  mode: TailoringMode
}

export interface TailorOutput {
  resume_data: ResumeData
  highlights: Highlights
  changes: TailorChange[]
  report?: TailorReport
}

/**
 * Tailors a resume to a job without adding facts: reorders, aligns wording, rewrites weak openings and the
 * summary from the resume's own content. The result is checked by findInvariantViolations and, should a step
 * ever break it, the original resume is returned unchanged.
 */
export function tailorResume(
  resume: ResumeData,
  job: JobAnalysis | null,
  options: TailorOptions,
): TailorOutput {
  const level = Math.max(0, Math.min(100, Math.round(Number.isFinite(options.level) ? options.level : 50)))
  const tailored = applyTailoring(resume, job, level)
  const honest = findInvariantViolations(resume, tailored.resume).length === 0
  const resumeData = honest ? tailored.resume : structuredClone(resume)
  const result: TailorOutput = {
    resume_data: resumeData,
    highlights: { position: resumeData.personal_information.position, tailoring_level: level },
    changes: honest ? tailored.changes : [],
  }
  if (options.mode === 'report')
    result.report = tailorReport(scoreMatch(resume, job).overall, scoreMatch(resumeData, job))
  return result
}

/** Report mode's gaps and scores, from the original resume's score and the tailored resume's match. */
export function tailorReport(scoreBefore: number, after: MatchScores): TailorReport {
  return {
    matched_keywords: after.matched_keywords,
    missing_keywords: after.missing_keywords,
    suggestions: after.suggestions,
    score_before: scoreBefore,
    score_after: after.overall,
  }
}
