import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Executor } from '../../db/database.ts'
import { accountTokens } from '../../db/schema.ts'

export type AccountTokenRow = typeof accountTokens.$inferSelect
export type AccountTokenPurpose = AccountTokenRow['purpose']

export const accountTokensRepository = {
  async insert(
    db: Executor,
    row: {
      userId: string
      purpose: AccountTokenPurpose
      tokenHash: string
      expiresAt: Date
      newEmail?: string
    },
  ): Promise<void> {
    await db.insert(accountTokens).values(row)
  },

  /**
   * Marks an unused, unexpired token of this purpose used and returns it; null when there is none. One
   * conditional UPDATE, so two requests racing with the same link cannot both succeed.
   */
  async consume(
    db: Executor,
    purpose: AccountTokenPurpose,
    tokenHash: string,
  ): Promise<AccountTokenRow | null> {
    const [row] = await db
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(accountTokens.tokenHash, tokenHash),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, new Date()),
        ),
      )
      .returning()
    return row ?? null
  },

  /** Drops a user's other outstanding links of this purpose (a newer link or a finished reset makes them moot). */
  async deleteUnused(db: Executor, userId: string, purpose: AccountTokenPurpose): Promise<void> {
    await db
      .delete(accountTokens)
      .where(
        and(
          eq(accountTokens.userId, userId),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
        ),
      )
  },
}
