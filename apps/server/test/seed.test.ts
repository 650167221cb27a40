import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { seedDemoAccount } from '../src/db/seed.ts'
import { createAccount } from '../src/modules/users/service.ts'
import { createTestApp, databaseKinds, type TestApp } from './harness.ts'

const DEMO = 'demo@tailor.local'

describe.each(databaseKinds)('the demo account on %s', (kind) => {
  let t: TestApp
  beforeEach(async () => {
    t = await createTestApp(kind)
  })
  afterEach(() => t.close())

  const dataDir = () => mkdtempSync(join(tmpdir(), 'tailor-seed-'))
  const seed = (dir: string) => seedDemoAccount(t.db, { ...t.config, dataDir: dir })
  const login = (password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/user/token/', payload: { email: DEMO, password } })

  it('is created once with a password stored in the database, the same for every data folder', async () => {
    const first = await seed(dataDir())
    expect(first.password).toMatch(/^demo-/)
    expect(await seed(dataDir())).toEqual(first)
    expect((await login(first.password!)).statusCode).toBe(200)
  })

  it('adopts the password an older installation kept in DATA_DIR/demo-account.json, without resetting it', async () => {
    await createAccount(t.db, { email: DEMO, password: 'legacy-password-1', name: 'Demo User' })
    const dir = dataDir()
    writeFileSync(
      join(dir, 'demo-account.json'),
      JSON.stringify({ email: DEMO, password: 'legacy-password-1' }),
    )
    expect(await seed(dir)).toEqual({ email: DEMO, password: 'legacy-password-1' })
    expect(await seed(dataDir())).toEqual({ email: DEMO, password: 'legacy-password-1' })
    expect((await login('legacy-password-1')).statusCode).toBe(200)
  })

  it('keeps the password of a demo account whose password is recorded nowhere', async () => {
    await createAccount(t.db, { email: DEMO, password: 'chosen-by-admin', name: 'Demo User' })
    expect(await seed(dataDir())).toEqual({ email: DEMO, password: null })
    expect((await login('chosen-by-admin')).statusCode).toBe(200)
  })
})
