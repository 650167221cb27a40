import { and, asc, eq, gte, isNotNull, like, lt, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database.ts'
import { creditLedger, creditPackages, users } from '../../db/schema.ts'

export type CreditPackageRow = typeof creditPackages.$inferSelect
export type LedgerEntry = {
  userId: string
  delta: number
  reason: string
  reference?: string
  idempotencyKey?: string
}

/** The idempotency key a paid operation's debit holds until the operation is settled or refunded. */
export const pendingKey = (operation: string) => `pending:${operation}`

export const creditsRepository = {
  async findBalance(db: Executor, userId: string): Promise<number | null> {
    const [row] = await db.select({ balance: users.balance }).from(users).where(eq(users.id, userId))
    return row?.balance ?? null
  },

  /** Adds delta to the balance; a debit only happens when it keeps the balance ≥ 0. Null when it would not. */
  async addToBalance(db: Executor, userId: string, delta: number): Promise<number | null> {
    const [row] = await db
      .update(users)
      .set({ balance: sql`${users.balance} + ${delta}` })
      .where(delta < 0 ? and(eq(users.id, userId), gte(users.balance, -delta)) : eq(users.id, userId))
      .returning({ balance: users.balance })
    return row?.balance ?? null
  },

  /** Writes a ledger row; false when its idempotency key was already used. */
  async insertLedgerEntry(db: Executor, entry: LedgerEntry): Promise<boolean> {
    const rows = await db
      .insert(creditLedger)
      .values(entry)
      .onConflictDoNothing({ target: creditLedger.idempotencyKey })
      .returning({ id: creditLedger.id })
    return rows.length > 0
  },

  /** Marks a paid operation's debit as settled; false when it was already settled or refunded. */
  async settleDebit(db: Executor, operation: string): Promise<boolean> {
    const rows = await db
      .update(creditLedger)
      .set({ idempotencyKey: null })
      .where(eq(creditLedger.idempotencyKey, pendingKey(operation)))
      .returning({ id: creditLedger.id })
    return rows.length > 0
  },

  /** Debits whose paid operation neither finished nor failed cleanly (the process died), older than `before`. */
  async findPendingDebits(db: Executor, before: Date): Promise<{ userId: string; operation: string }[]> {
    const rows = await db
      .select({ userId: creditLedger.userId, key: creditLedger.idempotencyKey })
      .from(creditLedger)
      .where(
        and(
          like(creditLedger.idempotencyKey, 'pending:%'),
          lt(creditLedger.createdAt, before),
          // A deleted account's anonymised rows have nobody left to refund.
          isNotNull(creditLedger.userId),
        ),
      )
    return rows.map((r) => ({ userId: r.userId!, operation: r.key!.slice('pending:'.length) }))
  },

  async ledgerSum(db: Executor, userId: string): Promise<number> {
    const [row] = await db
      .select({ sum: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId))
    return row?.sum ?? 0
  },

  listActivePackages(db: Executor): Promise<CreditPackageRow[]> {
    return db
      .select()
      .from(creditPackages)
      .where(eq(creditPackages.isActive, true))
      .orderBy(asc(creditPackages.sortOrder), asc(creditPackages.name))
  },

  async findPackageByName(db: Executor, name: string): Promise<CreditPackageRow | null> {
    const [row] = await db
      .select()
      .from(creditPackages)
      .where(sql`lower(${creditPackages.name}) = lower(${name})`)
    return row ?? null
  },

  async upsertPackage(db: Executor, pkg: typeof creditPackages.$inferInsert): Promise<void> {
    const { name: _name, ...changes } = pkg
    await db
      .insert(creditPackages)
      .values(pkg)
      .onConflictDoUpdate({ target: creditPackages.name, set: changes })
  },
}
