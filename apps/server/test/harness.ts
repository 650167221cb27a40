import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { Redis } from 'ioredis'
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

/** An empty PostgreSQL database of its own on the DATABASE_URL server; drop() removes it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL!
  const name = `tailor_test_${randomUUID().replaceAll('-', '')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl })
      await dropper.connect()
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await dropper.end()
    },
  }
}

async function openTestDatabase(kind: DatabaseKind, postgresUrl?: string): Promise<OpenDatabase> {
  if (kind === 'pglite') {
    const client = new PGlite({ loadDataDir: await pgliteTemplate() })
    return openDatabase({ kind: 'pglite-instance', client })
  }
  if (postgresUrl) return openDatabase({ kind: 'postgres', url: postgresUrl })
  // A database of its own per test file, dropped afterwards.
  const fresh = await createPostgresDatabase()
  const opened = await openDatabase({ kind: 'postgres', url: fresh.url })
  await seedPackages(opened.db)
  return {
    ...opened,
    close: async () => {
      await opened.close()
      await fresh.drop()
    },
  }
}

/**
 * The real app on a fresh database, driven with app.inject. `postgresUrl` opens an existing PostgreSQL
 * database instead, so several instances can share one.
 */
export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  postgresUrl?: string,
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tailor-test-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    WEB_DIST: join(dataDir, 'no-web-build'),
    ...env,
  })
  const database = await openTestDatabase(kind, postgresUrl)
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

  /** The main paid request with a JSON body (pasted resume text, a previous resume), as `auth`'s user. */
  const tailor = (auth: Record<string, string>, payload: object) =>
    app.inject({ method: 'POST', url: '/api/v1/resume/tailor/', headers: auth, payload })

  return {
    app,
    ctx,
    db: database.db,
    config,
    signUp,
    tailor,
    async close() {
      await app.close()
      await ctx.workers.close()
      await ctx.counters.close()
      await database.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>

/** The Redis the multi-instance tests share; CI exports REDIS_URL, the machines run one on the default port. */
const testRedisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'

/**
 * `count` instances of the app on one fresh PostgreSQL database and one Redis (under a key prefix of their
 * own), as in a scaled-out deployment behind a proxy. Needs DATABASE_URL.
 */
export async function createTestCluster(count: number, env: Record<string, string> = {}) {
  const database = await createPostgresDatabase()
  const keyPrefix = `tailor-test-${randomUUID()}:`
  const instances = await Promise.all(
    Array.from({ length: count }, () =>
      createTestApp(
        'postgres',
        { REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: keyPrefix, ...env },
        database.url,
      ),
    ),
  )
  await seedPackages(instances[0]!.db)
  return {
    instances,
    databaseUrl: database.url,
    keyPrefix,
    async close() {
      await Promise.all(instances.map((instance) => instance.close()))
      const redis = new Redis(testRedisUrl)
      const keys = await redis.keys(`${keyPrefix}*`)
      if (keys.length) await redis.del(...keys)
      await redis.quit()
      await database.drop()
    },
  }
}
