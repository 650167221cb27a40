import type { CoverLetterHistoryQuery } from '@tailor/contracts'
import { and, asc, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database.ts'
import { coverLetters } from '../../db/schema.ts'

export type CoverLetterRow = typeof coverLetters.$inferSelect
export type NewCoverLetter = typeof coverLetters.$inferInsert

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

// Calendar periods in the database's time zone (UTC on a default server): weeks start on Monday.
const periods: Record<NonNullable<CoverLetterHistoryQuery['filter']>, SQL> = {
  this_week: gte(coverLetters.createdAt, sql`date_trunc('week', now())`),
  this_month: gte(coverLetters.createdAt, sql`date_trunc('month', now())`),
  last_month: and(
    gte(coverLetters.createdAt, sql`date_trunc('month', now()) - interval '1 month'`),
    lt(coverLetters.createdAt, sql`date_trunc('month', now())`),
  )!,
}

const orders = {
  newest: [desc(coverLetters.createdAt), desc(coverLetters.id)],
  oldest: [asc(coverLetters.createdAt), asc(coverLetters.id)],
  company: [asc(sql`lower(${coverLetters.companyName})`), desc(coverLetters.createdAt)],
  job_title: [asc(sql`lower(${coverLetters.jobTitle})`), desc(coverLetters.createdAt)],
}

/** `%` and `_` typed by the user are literal characters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export const coverLettersRepository = {
  async insert(db: Executor, row: NewCoverLetter): Promise<CoverLetterRow> {
    const [saved] = await db.insert(coverLetters).values(row).returning()
    return saved!
  },

  async findOwn(db: Executor, userId: string, id: string): Promise<CoverLetterRow | null> {
    if (!UUID.test(id)) return null
    const [row] = await db
      .select()
      .from(coverLetters)
      .where(and(eq(coverLetters.id, id), eq(coverLetters.userId, userId)))
    return row ?? null
  },

  async listPage(db: Executor, userId: string, query: CoverLetterHistoryQuery) {
    const filters: SQL[] = [eq(coverLetters.userId, userId)]
    if (query.filter) filters.push(periods[query.filter])
    if (query.search) {
      const pattern = likePattern(query.search)
      filters.push(or(ilike(coverLetters.companyName, pattern), ilike(coverLetters.jobTitle, pattern))!)
    }
    const where = and(...filters)
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(coverLetters)
        .where(where)
        .orderBy(...orders[query.sort])
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
      db.select({ n: sql<number>`count(*)::int` }).from(coverLetters).where(where),
    ])
    return { rows, count: total?.n ?? 0 }
  },

  async updateOwn(
    db: Executor,
    userId: string,
    id: string,
    changes: Pick<NewCoverLetter, 'content' | 'wordCount' | 'analysis' | 'recommendations'>,
  ): Promise<CoverLetterRow | null> {
    if (!UUID.test(id)) return null
    const [row] = await db
      .update(coverLetters)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(eq(coverLetters.id, id), eq(coverLetters.userId, userId)))
      .returning()
    return row ?? null
  },

  async deleteOwn(db: Executor, userId: string, id: string): Promise<boolean> {
    if (!UUID.test(id)) return false
    const rows = await db
      .delete(coverLetters)
      .where(and(eq(coverLetters.id, id), eq(coverLetters.userId, userId)))
      .returning({ id: coverLetters.id })
    return rows.length > 0
  },
}
