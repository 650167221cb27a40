import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { requireDataDirLock } from './data-dir-lock.ts'
import type { Database } from './database.ts'
import * as schema from './schema.ts'
import { startPgliteThread } from './start-pglite-thread.ts'

const migrationsFolder = join(import.meta.dirname, 'migrations')

/** The advisory lock key instances hold while migrating and seeding one PostgreSQL database. */
export const STARTUP_LOCK = 7_362_514_001

export type OpenDatabase = { db: Database; kind: 'pglite' | 'postgres'; close: () => Promise<void> }

export type DatabaseOptions =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  /** An already opened PGlite (tests clone a migrated template into memory). */
  | { kind: 'pglite-instance'; client: PGlite }

/**
 * Several instances starting on one database at once take turns: the first applies the migrations, the others
 * wait on the lock and then find nothing to do.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK])
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder })
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK])
    }
  } finally {
    client.release()
  }
}

/** Wraps a pool, applying pending migrations first; closes it again if they fail. */
async function openPool(pool: pg.Pool, kind: OpenDatabase['kind'], after: () => Promise<void>) {
  // An idle connection dropped by the server (restart, failover) must not crash the process; the pool reconnects.
  pool.on('error', (error) => console.error(`Database connection lost: ${error.message}`))
  const close = () => pool.end().finally(after)
  try {
    await migrateUnderLock(pool)
  } catch (error) {
    await close()
    throw error
  }
  return { db: drizzlePg(pool, { schema }) as unknown as Database, kind, close }
}

/** Opens the database and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  if (options.kind === 'postgres') {
    return openPool(new pg.Pool({ connectionString: options.url, max: 10 }), 'postgres', async () => {})
  }
  if (options.kind === 'pglite') {
    // The embedded database runs in its own thread behind a socket, so its work never blocks requests.
    const release = requireDataDirLock(options.dataDir)
    const dir = join(options.dataDir, 'pglite')
    mkdirSync(dir, { recursive: true })
    const thread = await startPgliteThread(dir).catch((error: unknown) => {
      release()
      throw error
    })
    const pool = new pg.Pool({ host: thread.socketDir, user: 'postgres', database: 'postgres', max: 1 })
    return openPool(pool, 'pglite', () => thread.stop().finally(release))
  }
  const client = options.client
  try {
    const db = drizzlePglite(client, { schema }) as unknown as Database
    await migratePglite(db as never, { migrationsFolder })
    return { db, kind: 'pglite', close: () => client.close() }
  } catch (error) {
    await client.close()
    throw error
  }
}
