import {
  type DashboardReply,
  jobAnalysis,
  matchScores,
  resumeData,
  type TemplateUsageList,
} from '@tailor/contracts'
import { keywordCoverage } from '@tailor/engine'
import type { AppContext } from '../../context.ts'
import { AppError } from '../../lib/app-error.ts'
import { usersRepository } from '../users/repository.ts'
import { dashboardRepository } from './repository.ts'

const COVERAGE_SAMPLE = 50
const roundOrNull = (value: string | null) => (value === null ? null : Math.round(Number(value)))

export async function requireDashboard(ctx: AppContext, userId: string): Promise<DashboardReply> {
  const user = await usersRepository.findById(ctx.db, userId)
  if (!user) throw new AppError('unauthorized', 'This account no longer exists.')
  const [analyses, letters, downloads, formats, recent] = await Promise.all([
    dashboardRepository.analysisFigures(ctx.db, userId),
    dashboardRepository.coverLetterFigures(ctx.db, userId),
    dashboardRepository.downloadCount(ctx.db, userId),
    dashboardRepository.formatCounts(ctx.db, userId),
    dashboardRepository.recentAnalyses(ctx.db, userId, COVERAGE_SAMPLE),
  ])
  const formatCount = (format: string) => formats.find((f) => f.format === format)?.n ?? 0
  return {
    credits: user.balance,
    is_credit_exempt: user.isCreditExempt,
    resumes_created: analyses.total,
    resumes_this_week: analyses.thisWeek,
    average_match_score: roundOrNull(analyses.averageMatch),
    ats_compatibility: roundOrNull(analyses.averageAts),
    downloads,
    cover_letters: letters.total,
    cover_letters_this_week: letters.thisWeek,
    templates_used: analyses.templates,
    keyword_coverage: keywordCoverage(
      recent.map((r) => ({
        resume: resumeData.parse(r.resumeData),
        job: r.jobAnalysis ? jobAnalysis.parse(r.jobAnalysis) : null,
        scores: matchScores.parse(r.matchScores),
      })),
    ),
    formats: {
      pdf: formatCount('pdf'),
      docx: formatCount('docx'),
      doc: formatCount('doc'),
      txt: formatCount('txt'),
    },
  }
}

/** The templates the user's analyses use, for the Active Templates screen. */
export async function listTemplateUsage(ctx: AppContext, userId: string): Promise<TemplateUsageList> {
  const rows = await dashboardRepository.templateUsage(ctx.db, userId)
  return {
    count: rows.length,
    results: rows.map((row) => ({
      template: row.template,
      analyses: row.analyses,
      last_used_at: (row.lastUsedAt ?? new Date(0)).toISOString(),
    })),
  }
}
