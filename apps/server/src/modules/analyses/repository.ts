import { and, desc, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database.ts'
import { analyses } from '../../db/schema.ts'

export type AnalysisRow = typeof analyses.$inferSelect
export type NewAnalysis = typeof analyses.$inferInsert
export type AnalysisSummaryRow = Awaited<
  ReturnType<(typeof analysesRepository)['listSummaries']>
>['rows'][number]

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const analysesRepository = {
  async insert(db: Executor, row: NewAnalysis): Promise<AnalysisRow> {
    const [saved] = await db.insert(analyses).values(row).returning()
    return saved!
  },

  /** The user's own analysis; null for an unknown id, a malformed id or another user's analysis. */
  async findOwn(db: Executor, userId: string, id: string): Promise<AnalysisRow | null> {
    if (!UUID.test(id)) return null
    const [row] = await db
      .select()
      .from(analyses)
      .where(and(eq(analyses.id, id), eq(analyses.userId, userId)))
    return row ?? null
  },

  /**
   * One page of the user's analyses as the lists show them: the row's own columns plus the few JSON values
   * the tables read, so PostgreSQL never sends the stored resumes, changes and reports.
   */
  async listSummaries(db: Executor, userId: string, page: number, pageSize: number) {
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: analyses.id,
          applicantName: analyses.applicantName,
          jobTitle: analyses.jobTitle,
          companyName: analyses.companyName,
          tailoringLevel: analyses.tailoringLevel,
          overallScore: analyses.overallScore,
          skillsScore: analyses.skillsScore,
          createdAt: analyses.createdAt,
          position: sql<string | null>`${analyses.highlights}->>'position'`,
          resumeName: sql<string | null>`${analyses.resumeData}->'personal_information'->>'name'`,
          matchOverall: sql<number>`(${analyses.matchScores}->>'overall')::int`,
          jobAnalysisTitle: sql<string | null>`${analyses.jobAnalysis}->>'job_title'`,
          jobAnalysisCompany: sql<string | null>`${analyses.jobAnalysis}->>'company'`,
          aiModel: sql<string | null>`${analyses.ai}->>'model'`,
        })
        .from(analyses)
        .where(eq(analyses.userId, userId))
        .orderBy(desc(analyses.createdAt), desc(analyses.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ n: sql<number>`count(*)::int` }).from(analyses).where(eq(analyses.userId, userId)),
    ])
    return { rows, count: total?.n ?? 0 }
  },

  /** Saves edits made in the editor; only the owner's row changes. */
  async updateOwn(
    db: Executor,
    userId: string,
    id: string,
    changes: Pick<NewAnalysis, 'resumeData' | 'template'> & { tailoringLevel?: number },
  ): Promise<AnalysisRow | null> {
    if (!UUID.test(id)) return null
    const [row] = await db
      .update(analyses)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(eq(analyses.id, id), eq(analyses.userId, userId)))
      .returning()
    return row ?? null
  },
}
