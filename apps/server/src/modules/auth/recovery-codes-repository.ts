import { and, eq, isNull } from 'drizzle-orm'
import type { Executor } from '../../db/database.ts'
import { recoveryCodes } from '../../db/schema.ts'

export const recoveryCodesRepository = {
  /** Replaces a user's recovery codes with new ones (hashes only). */
  async replace(db: Executor, userId: string, codeHashes: string[]): Promise<void> {
    await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId))
    if (codeHashes.length)
      await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })))
  },

  /** Uses up an unused code; false when it is unknown or was used before. */
  async consume(db: Executor, userId: string, codeHash: string): Promise<boolean> {
    const rows = await db
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(recoveryCodes.userId, userId),
          eq(recoveryCodes.codeHash, codeHash),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id })
    return rows.length > 0
  },

  async countUnused(db: Executor, userId: string): Promise<number> {
    const rows = await db
      .select({ id: recoveryCodes.id })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
    return rows.length
  },
}
