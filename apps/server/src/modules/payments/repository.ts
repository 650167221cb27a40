import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../db/database.ts'
import { creditPackages, transactions } from '../../db/schema.ts'

export type TransactionRow = typeof transactions.$inferSelect
export type TransactionWithPackage = TransactionRow & { package: typeof creditPackages.$inferSelect }

export const paymentsRepository = {
  async findByReference(db: Executor, reference: string): Promise<TransactionRow | null> {
    const [row] = await db.select().from(transactions).where(eq(transactions.paymentReference, reference))
    return row ?? null
  },

  /** The user's own transaction with its package; null for unknown or another user's reference. */
  async findOwnWithPackage(
    db: Executor,
    userId: string,
    reference: string,
  ): Promise<TransactionWithPackage | null> {
    const [row] = await db
      .select({ transaction: transactions, package: creditPackages })
      .from(transactions)
      .innerJoin(creditPackages, eq(creditPackages.id, transactions.packageId))
      .where(and(eq(transactions.paymentReference, reference), eq(transactions.userId, userId)))
    return row ? { ...row.transaction, package: row.package } : null
  },

  async insert(db: Executor, row: typeof transactions.$inferInsert): Promise<TransactionRow> {
    const [inserted] = await db.insert(transactions).values(row).returning()
    return inserted!
  },

  async setStatus(db: Executor, id: string, status: TransactionRow['status']): Promise<void> {
    await db.update(transactions).set({ status }).where(eq(transactions.id, id))
  },
}
