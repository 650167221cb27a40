import { and, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database.ts'
import { refreshTokens } from '../../db/schema.ts'

export type RefreshTokenRow = typeof refreshTokens.$inferSelect

export const refreshTokensRepository = {
  async insert(
    db: Executor,
    row: { userId: string; familyId: string; secretHash: string; expiresAt: Date },
  ): Promise<RefreshTokenRow> {
    const [inserted] = await db.insert(refreshTokens).values(row).returning()
    return inserted!
  },

  async findById(db: Executor, id: string): Promise<RefreshTokenRow | null> {
    const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, id))
    return row ?? null
  },

  /** Marks a token used; null when it was already used or revoked (a concurrent or replayed use). */
  async markUsed(db: Executor, id: string): Promise<RefreshTokenRow | null> {
    const [row] = await db
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
      .returning()
    return row ?? null
  },

  /** A family is revoked as a whole, so one revoked row ends it. */
  async isFamilyRevoked(db: Executor, familyId: string): Promise<boolean> {
    const rows = await db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, familyId), isNotNull(refreshTokens.revokedAt)))
      .limit(1)
    return rows.length > 0
  },

  async revokeFamily(db: Executor, familyId: string): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
  },

  /** Ends every session of a user, or every one but `keepFamilyId` (the device asking). */
  async revokeAllForUser(db: Executor, userId: string, keepFamilyId?: string): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(refreshTokens.userId, userId),
          isNull(refreshTokens.revokedAt),
          keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
        ),
      )
  },

  /** A user's sessions that can still refresh: one row per family, with when it began and was last refreshed. */
  async listActive(
    db: Executor,
    userId: string,
  ): Promise<{ familyId: string; startedAt: Date; lastActiveAt: Date }[]> {
    const rows = await db
      .select({
        familyId: refreshTokens.familyId,
        startedAt: sql<string>`min(${refreshTokens.createdAt})`,
        lastActiveAt: sql<string>`max(${refreshTokens.createdAt})`,
        revoked: sql<boolean>`bool_or(${refreshTokens.revokedAt} is not null)`,
        live: sql<boolean>`bool_or(${refreshTokens.usedAt} is null and ${refreshTokens.expiresAt} > now())`,
      })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, userId), gt(refreshTokens.expiresAt, new Date())))
      .groupBy(refreshTokens.familyId)
    return rows
      .filter((r) => r.live && !r.revoked)
      .map((r) => ({
        familyId: r.familyId,
        startedAt: new Date(r.startedAt),
        lastActiveAt: new Date(r.lastActiveAt),
      }))
      .sort((a, b) => b.lastActiveAt.getTime() - a.lastActiveAt.getTime())
  },
}
