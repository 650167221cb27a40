import { and, avg, count, countDistinct, desc, eq, gte, max, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database.ts'
import { analyses, coverLetters, downloads, resumes } from '../../db/schema.ts'

const thisWeek = (column: typeof analyses.createdAt | typeof coverLetters.createdAt) =>
  gte(column, sql`date_trunc('week', now())`)

export const dashboardRepository = {
  async analysisFigures(db: Executor, userId: string) {
    const [row] = await db
      .select({
        total: count(),
        thisWeek: count(sql`case when ${thisWeek(analyses.createdAt)} then 1 end`),
        averageMatch: avg(analyses.overallScore),
        averageAts: avg(analyses.atsScore),
        templates: countDistinct(analyses.template),
      })
      .from(analyses)
      .where(eq(analyses.userId, userId))
    return row!
  },

  async coverLetterFigures(db: Executor, userId: string) {
    const [row] = await db
      .select({
        total: count(),
        thisWeek: count(sql`case when ${thisWeek(coverLetters.createdAt)} then 1 end`),
      })
      .from(coverLetters)
      .where(eq(coverLetters.userId, userId))
    return row!
  },

  async downloadCount(db: Executor, userId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(downloads).where(eq(downloads.userId, userId))
    return row?.n ?? 0
  },

  formatCounts(db: Executor, userId: string) {
    return db
      .select({ format: resumes.format, n: count() })
      .from(resumes)
      .where(eq(resumes.userId, userId))
      .groupBy(resumes.format)
  },

  /** The newest analyses' data, enough to measure keyword coverage without reading a whole history. */
  recentAnalyses(db: Executor, userId: string, limit: number) {
    return db
      .select({
        resumeData: analyses.resumeData,
        jobAnalysis: analyses.jobAnalysis,
        matchScores: analyses.matchScores,
      })
      .from(analyses)
      .where(and(eq(analyses.userId, userId)))
      .orderBy(desc(analyses.createdAt))
      .limit(limit)
  },

  /** Each template the user's analyses use now, most recently used first. */
  templateUsage(db: Executor, userId: string) {
    const lastUsed = max(analyses.updatedAt)
    return db
      .select({ template: analyses.template, analyses: count(), lastUsedAt: lastUsed })
      .from(analyses)
      .where(eq(analyses.userId, userId))
      .groupBy(analyses.template)
      .orderBy(desc(lastUsed), analyses.template)
  },
}
