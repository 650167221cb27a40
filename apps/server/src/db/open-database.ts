import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { requireDataDirLock } from './data-dir-lock.ts'
import type { Database } from './database.ts'
import * as schema from './schema.ts'

const migrationsFolder = join(import.meta.dirname, 'migrations')

export type OpenDatabase = { db: Database; kind: 'pglite' | 'postgres'; close: () => Promise<void> }

export type DatabaseOptions =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  /** An already opened PGlite (tests clone a migrated template into memory). */
  | { kind: 'pglite-instance'; client: PGlite }

/** Opens the database and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 })
    // An idle connection dropped by the server (restart, failover) must not crash the process; the pool reconnects.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`))
    const db = drizzlePg(pool, { schema }) as unknown as Database
    await migratePg(db as never, { migrationsFolder })
    return { db, kind: 'postgres', close: () => pool.end() }
  }
  let release = () => {}
  let client: PGlite
  if (options.kind === 'pglite') {
    release = requireDataDirLock(options.dataDir)
    const dir = join(options.dataDir, 'pglite')
    mkdirSync(dir, { recursive: true })
    client = new PGlite(dir)
  } else {
    client = options.client
  }
  try {
    const db = drizzlePglite(client, { schema }) as unknown as Database
    await migratePglite(db as never, { migrationsFolder })
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close()
        release()
      },
    }
  } catch (error) {
    await client.close()
    release()
    throw error
  }
}
