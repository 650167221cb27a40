import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type * as schema from './schema.ts'

/** The typed database shared by the PGlite and node-postgres drivers. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

/** A database or a transaction on it: repositories accept either. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction'>
