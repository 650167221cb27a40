import { eq, getTableColumns, getTableName, is } from 'drizzle-orm'
import { type PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/database.ts'
import * as schema from '../../db/schema.ts'

type OwnedTable = { name: string; table: PgTable; userId: PgColumn }

/**
 * Every table with a user_id column, found from the schema itself, so a table added later is exported and
 * checked for leftovers without anyone remembering to list it here.
 */
export const ownedTables: OwnedTable[] = Object.values(schema).flatMap((value) => {
  if (!is(value, PgTable)) return []
  const columns: Record<string, PgColumn> = getTableColumns(value)
  const userId = columns.userId
  return userId ? [{ name: getTableName(value), table: value, userId }] : []
})

/** Bookkeeping a deleted account leaves behind with the user_id cleared (ON DELETE SET NULL). */
export const keptAnonymised = new Set([getTableName(schema.creditLedger), getTableName(schema.transactions)])

// Columns that hold secrets (hashes of tokens and codes, TOTP secrets) stay out of an export.
const secretColumn = /hash|secret/i

export const accountRepository = {
  /** A user's rows in every owned table, keyed by table name, without secret columns. */
  async findAllRows(db: Executor, userId: string): Promise<Record<string, Record<string, unknown>[]>> {
    const result: Record<string, Record<string, unknown>[]> = {}
    for (const { name, table, userId: column } of ownedTables) {
      const rows = (await db.select().from(table).where(eq(column, userId))) as Record<string, unknown>[]
      result[name] = rows.map((row) =>
        Object.fromEntries(Object.entries(row).filter(([key]) => !secretColumn.test(key))),
      )
    }
    return result
  },

  /** Deletes the user; foreign keys cascade to every owned table and anonymise the kept ones. */
  async deleteUser(db: Executor, userId: string): Promise<boolean> {
    const rows = await db
      .delete(schema.users)
      .where(eq(schema.users.id, userId))
      .returning({ id: schema.users.id })
    return rows.length > 0
  },
}
