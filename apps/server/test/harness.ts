import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { buildApp } from '../src/app.ts'
import { loadConfig } from '../src/config.ts'
import { createContext } from '../src/context.ts'
import { type OpenDatabase, openDatabase } from '../src/db/open-database.ts'
import { seedPackages } from '../src/db/seed.ts'
import { createAccount } from '../src/modules/users/service.ts'

export type DatabaseKind = 'pglite' | 'postgres'

/** PGlite always; PostgreSQL too when DATABASE_URL names a server (CI sets it). */
export const databaseKinds: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']

let template: Promise<Blob> | undefined

/** A migrated, seeded PGlite data folder made once per worker; each test database is a ~0.4 s clone of it. */
function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const client = new PGlite()
    const opened = await openDatabase({ kind: 'pglite-instance', client })
    await seedPackages(opened.db)
    const dump = await client.dumpDataDir('none')
    await opened.close()
    return dump
  })()
  return template
}

async function openTestDatabase(kind: DatabaseKind): Promise<OpenDatabase> {
  if (kind === 'pglite') {
    const client = new PGlite({ loadDataDir: await pgliteTemplate() })
    return openDatabase({ kind: 'pglite-instance', client })
  }
  // A database of its own per test file, dropped afterwards.
  const adminUrl = process.env.DATABASE_URL!
  const name = `tailor_test_${randomUUID().replaceAll('-', '')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const opened = await openDatabase({ kind: 'postgres', url: url.toString() })
  await seedPackages(opened.db)
  return {
    ...opened,
    close: async () => {
      await opened.close()
      const dropper = new pg.Client({ connectionString: adminUrl })
      await dropper.connect()
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await dropper.end()
    },
  }
}

/** The real app on a fresh database, driven with app.inject. */
export async function createTestApp(kind: DatabaseKind, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tailor-test-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    WEB_DIST: join(dataDir, 'no-web-build'),
    ...env,
  })
  const database = await openTestDatabase(kind)
  const ctx = createContext(config, database.db)
  const app = await buildApp(ctx)
  await app.ready()

  let counter = 0
  /** Creates an account and signs it in; returns its tokens and a bearer header. */
  async function signUp(options: { credits?: number; exempt?: boolean; password?: string } = {}) {
    const email = `user${++counter}-${randomUUID().slice(0, 8)}@example.com`
    const password = options.password ?? 'correct horse battery'
    const user = await createAccount(database.db, {
      email,
      password,
      name: `Test User ${counter}`,
      credits: options.credits ?? 0,
      isCreditExempt: options.exempt,
    })
    const reply = await app.inject({
      method: 'POST',
      url: '/api/v1/user/token/',
      payload: { email, password },
    })
    const tokens = reply.json() as { access: string; refresh: string }
    return { user, email, password, ...tokens, auth: { authorization: `Bearer ${tokens.access}` } }
  }

  return {
    app,
    ctx,
    db: database.db,
    config,
    signUp,
    async close() {
      await app.close()
      await ctx.workers.close()
      await database.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>
