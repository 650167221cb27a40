import { and, desc, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database.ts'
import { resumes } from '../../db/schema.ts'

export type ResumeRow = typeof resumes.$inferSelect
export type NewResume = typeof resumes.$inferInsert

export const resumesRepository = {
  /** Inserts the resume, or when the user already uploaded the same bytes, marks that one used and returns it. */
  async upsert(db: Executor, row: NewResume): Promise<ResumeRow> {
    const [saved] = await db
      .insert(resumes)
      .values(row)
      .onConflictDoUpdate({
        target: [resumes.userId, resumes.sha256],
        set: { lastUsedAt: sql`now()`, filename: row.filename },
      })
      .returning()
    return saved!
  },

  async findOwn(db: Executor, userId: string, id: string): Promise<ResumeRow | null> {
    const [row] = await db
      .select()
      .from(resumes)
      .where(and(eq(resumes.id, id), eq(resumes.userId, userId)))
    return row ?? null
  },

  /** Bytes of every resume the user keeps, and whether these exact bytes are among them. */
  async storageUse(
    db: Executor,
    userId: string,
    sha256: string,
  ): Promise<{ bytes: number; stored: boolean }> {
    const [row] = await db
      .select({
        bytes: sql<number>`coalesce(sum(${resumes.byteSize}), 0)::bigint`,
        stored: sql<boolean>`coalesce(bool_or(${resumes.sha256} = ${sha256}), false)`,
      })
      .from(resumes)
      .where(eq(resumes.userId, userId))
    return { bytes: Number(row?.bytes ?? 0), stored: Boolean(row?.stored) }
  },

  async listStorageKeys(db: Executor): Promise<string[]> {
    const rows = await db.select({ key: resumes.storageKey }).from(resumes)
    return rows.map((r) => r.key)
  },

  async touch(db: Executor, id: string): Promise<void> {
    await db.update(resumes).set({ lastUsedAt: sql`now()` }).where(eq(resumes.id, id))
  },

  async listLatest(
    db: Executor,
    userId: string,
    limit: number,
  ): Promise<{ rows: ResumeRow[]; count: number }> {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(resumes)
        .where(eq(resumes.userId, userId))
        .orderBy(desc(resumes.lastUsedAt))
        .limit(limit),
      db.select({ n: sql<number>`count(*)::int` }).from(resumes).where(eq(resumes.userId, userId)),
    ])
    return { rows, count: total?.n ?? 0 }
  },
}
