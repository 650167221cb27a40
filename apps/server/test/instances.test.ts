import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import { openConfiguredDatabase } from '../src/db/open-configured-database.ts'
import { users } from '../src/db/schema.ts'
import { seedDemoAccount } from '../src/db/seed.ts'
import { creditsRepository } from '../src/modules/credits/repository.ts'
import { BACKEND_RESUME_TEXT } from './fixtures/backend-resume-text.ts'
import { createPostgresDatabase, createTestCluster, type TestApp } from './harness.ts'

// Several instances on one PostgreSQL database and one Redis, as docs/deploy.md describes.
const postgres = Boolean(process.env.DATABASE_URL)
if (!postgres)
  console.warn('Skipping the multi-instance tests: they need DATABASE_URL (a PostgreSQL server).')

const JOB = 'Senior Backend Engineer. Requirements: 5+ years of Python and PostgreSQL; Kafka; AWS.'

const login = (instance: TestApp, payload: object, remoteAddress = '127.0.0.1') =>
  instance.app.inject({ method: 'POST', url: '/api/v1/user/token/', payload, remoteAddress })
const refresh = (instance: TestApp, token: string) =>
  instance.app.inject({ method: 'POST', url: '/api/v1/user/token/refresh/', payload: { refresh: token } })
const me = (instance: TestApp, access: string) =>
  instance.app.inject({
    method: 'GET',
    url: '/api/v1/user/me/',
    headers: { authorization: `Bearer ${access}` },
  })

describe.runIf(postgres)('three instances on one database and one Redis', () => {
  let cluster: Awaited<ReturnType<typeof createTestCluster>>
  let nodes: TestApp[]
  const node = (i: number) => nodes[i % nodes.length]!
  beforeAll(async () => {
    cluster = await createTestCluster(3)
    nodes = cluster.instances
  })
  afterAll(() => cluster.close())

  it('takes credits exactly: 5 of 15 parallel paid requests spread over the instances go through', async () => {
    const user = await node(0).signUp({ credits: 5 })
    const replies = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        node(i).tailor(user.auth, { resume_text: BACKEND_RESUME_TEXT, job_description: JOB }),
      ),
    )
    const codes = replies.map((r) => r.statusCode)
    expect(codes.filter((c) => c === 200)).toHaveLength(5)
    expect(codes.filter((c) => c === 402)).toHaveLength(10)
    expect(await creditsRepository.findBalance(node(0).db, user.user.id)).toBe(0)
  })

  it('shares the sign-in throttle: ten wrong passwords from one address, in parallel, on any instance', async () => {
    const user = await node(0).signUp()
    const attacker = '198.51.100.66'
    const replies = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        login(node(i), { email: user.email, password: `wrong-${i}` }, attacker),
      ),
    )
    const codes = replies.map((r) => r.statusCode)
    expect(codes.filter((c) => c === 401)).toHaveLength(10)
    expect(codes.filter((c) => c === 429)).toHaveLength(5)
    for (let i = 0; i < 3; i++) {
      expect(
        (await login(node(i), { email: user.email, password: user.password }, attacker)).statusCode,
      ).toBe(429)
    }
    // The owner, elsewhere, is not locked out by the attacker.
    expect(
      (await login(node(1), { email: user.email, password: user.password }, '203.0.113.5')).statusCode,
    ).toBe(200)
  })

  it('logs out on one instance and the session ends on the others', async () => {
    const user = await node(0).signUp()
    expect((await me(node(2), user.access)).statusCode).toBe(200)
    const reply = await node(1).app.inject({
      method: 'POST',
      url: '/api/v1/user/logout/',
      payload: { refresh: user.refresh },
    })
    expect(reply.statusCode).toBe(204)
    expect((await refresh(node(2), user.refresh)).statusCode).toBe(401)
    for (let i = 0; i < 3; i++) expect((await me(node(i), user.access)).statusCode).toBe(401)
  })

  it('lets two tabs refresh the same token on two instances at once', async () => {
    const user = await node(0).signUp()
    const [a, b] = await Promise.all([refresh(node(1), user.refresh), refresh(node(2), user.refresh)])
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    expect((await me(node(0), a.json().access)).statusCode).toBe(200)
    expect((await me(node(0), b.json().access)).statusCode).toBe(200)
  })
})

describe.runIf(postgres)('the per-address limit across three instances', () => {
  let cluster: Awaited<ReturnType<typeof createTestCluster>>
  beforeAll(async () => {
    cluster = await createTestCluster(3, { LOGIN_RATE_LIMIT_PER_MINUTE: '6' })
  })
  afterAll(() => cluster.close())

  it('admits exactly the limit from one address, wherever the requests land', async () => {
    const replies = await Promise.all(
      Array.from({ length: 18 }, (_, i) =>
        login(
          cluster.instances[i % 3]!,
          { email: `nobody${i}@example.com`, password: 'wrong password' },
          '192.0.2.77',
        ),
      ),
    )
    const codes = replies.map((r) => r.statusCode)
    expect(codes.filter((c) => c === 401)).toHaveLength(6)
    expect(codes.filter((c) => c === 429)).toHaveLength(12)
    // Another address has its own budget.
    expect(
      (await login(cluster.instances[0]!, { email: 'a@example.com', password: 'x' }, '192.0.2.78'))
        .statusCode,
    ).toBe(401)
  })
})

describe.runIf(postgres)('three instances starting on a fresh database', () => {
  it('all come up: migrations and seeding take turns, and the demo password is set once', async () => {
    const database = await createPostgresDatabase()
    const dirs = Array.from({ length: 4 }, () => mkdtempSync(join(tmpdir(), 'tailor-start-')))
    const start = async (dataDir: string) => {
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      })
      const opened = await openConfiguredDatabase(config)
      try {
        return {
          demo: await seedDemoAccount(opened.db, config),
          demoUsers: await opened.db.select().from(users),
        }
      } finally {
        await opened.close()
      }
    }
    try {
      const started = await Promise.all(dirs.slice(0, 3).map(start))
      const passwords = new Set(started.map((s) => s.demo.password))
      expect(passwords.size).toBe(1)
      expect([...passwords][0]).toMatch(/^demo-/)
      // A later instance with a data folder of its own finds the account and keeps its password.
      const later = await start(dirs[3]!)
      expect(later.demo.password).toBe(started[0]!.demo.password)
      expect(later.demoUsers.filter((u) => u.email === 'demo@tailor.local')).toHaveLength(1)
    } finally {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
      await database.drop()
    }
  })
})
