import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type SQL, sql } from 'drizzle-orm'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { keptAnonymised, ownedTables } from '../src/modules/account/repository.ts'
import { PASSWORD_CHANGED, SIGNED_OUT_ELSEWHERE } from '../src/modules/account/routes.ts'
import { EMAIL_LINK_INVALID, EMAIL_TAKEN, WRONG_PASSWORD } from '../src/modules/account/service.ts'
import { INVALID_TOKEN } from '../src/plugins/require-user.ts'
import { BACKEND_RESUME_TEXT } from './fixtures/backend-resume-text.ts'
import { createTestApp, databaseKinds, type TestApp } from './harness.ts'
import { multipart } from './multipart.ts'
import { linkToken, readOutbox } from './outbox.ts'

const resumePdf = new Uint8Array(readFileSync(join(import.meta.dirname, 'fixtures', 'resume.pdf')))
const JOB =
  'Senior Backend Engineer at Northwind. We need Python, PostgreSQL, Docker and AWS experience, 5+ years building APIs, and mentoring.'

describe.each(databaseKinds)('account settings on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers: object,
    payload?: object,
  ) => t.app.inject({ method, url: `/api/v1${url}`, headers: headers as Record<string, string>, payload })
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/user/token/', payload: { email, password } })
  // PGlite and node-postgres type execute() differently; both answer { rows }.
  const rowsOf = async <T>(query: SQL) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows

  /** A user with an uploaded resume file, a tailored analysis and a cover letter. */
  async function userWithRecords() {
    const user = await t.signUp({ credits: 5 })
    const form = multipart({ job_description: JOB }, { field: 'file', filename: 'cv.pdf', bytes: resumePdf })
    const tailored = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/tailor/',
      ...form,
      headers: { ...form.headers, ...user.auth },
    })
    expect(tailored.statusCode).toBe(200)
    const parsed = await call('POST', '/resume/parse/', user.auth, { resume_text: BACKEND_RESUME_TEXT })
    const letter = await call('POST', '/cover-letters/generate/', user.auth, {
      resume_id: parsed.json().id,
      job_title: 'Senior Backend Engineer',
      company_name: 'Northwind',
      job_description: JOB,
      hiring_manager_name: '',
      referral_source: '',
      additional_info: '',
      tone: 'professional',
      template: 'modern',
      length: 'short',
    })
    expect(letter.statusCode).toBe(200)
    return {
      ...user,
      analysisId: tailored.json().tailored_resume_uuid as string,
      letterId: letter.json().id as string,
    }
  }

  it('renames the account and refuses an empty name', async () => {
    const user = await t.signUp()
    const renamed = await call('PATCH', '/user/me/', user.auth, { name: '  Ada Lovelace ' })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json()).toEqual({ name: 'Ada Lovelace' })
    expect((await call('GET', '/user/me/', user.auth)).json().name).toBe('Ada Lovelace')
    const empty = await call('PATCH', '/user/me/', user.auth, { name: '   ' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().detail).toBe('name: Name is required.')
  })

  it('changes the password only with the current one, and signs out the other devices', async () => {
    const user = await t.signUp()
    const other = (await login(user.email, user.password)).json()
    const wrong = await call('POST', '/user/password/change/', user.auth, {
      current_password: 'not it at all',
      new_password: 'new password 123',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual({ detail: WRONG_PASSWORD })
    const changed = await call('POST', '/user/password/change/', user.auth, {
      current_password: user.password,
      new_password: 'new password 123',
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toEqual({ detail: PASSWORD_CHANGED })
    expect((await call('GET', '/user/me/', user.auth)).statusCode).toBe(200)
    const otherMe = await call('GET', '/user/me/', { authorization: `Bearer ${other.access}` })
    expect(otherMe.statusCode).toBe(401)
    expect(otherMe.json()).toEqual({ detail: INVALID_TOKEN })
    expect((await login(user.email, user.password)).statusCode).toBe(401)
    expect((await login(user.email, 'new password 123')).statusCode).toBe(200)
  })

  it('lists sessions, marks this one, and signs out everywhere else', async () => {
    const user = await t.signUp()
    const other = (await login(user.email, user.password)).json()
    const listed = await call('GET', '/user/sessions/', user.auth)
    expect(listed.statusCode).toBe(200)
    const sessions = listed.json().results as { current: boolean }[]
    expect(sessions).toHaveLength(2)
    expect(sessions.filter((s) => s.current)).toHaveLength(1)
    const revoked = await call('POST', '/user/sessions/revoke-others/', user.auth)
    expect(revoked.json()).toEqual({ detail: SIGNED_OUT_ELSEWHERE })
    expect((await call('GET', '/user/me/', { authorization: `Bearer ${other.access}` })).statusCode).toBe(401)
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/token/refresh/',
      payload: { refresh: other.refresh },
    })
    expect(refresh.statusCode).toBe(401)
    const after = (await call('GET', '/user/sessions/', user.auth)).json().results as { current: boolean }[]
    expect(after.map((s) => s.current)).toEqual([true])
  })

  it('changes the e-mail only when the link mailed to the new address is opened, once', async () => {
    const user = await t.signUp()
    const newEmail = `moved-${user.email}`
    const wrong = await call('POST', '/user/email/change/', user.auth, {
      new_email: newEmail,
      password: 'nope nope',
    })
    expect(wrong.json()).toEqual({ detail: WRONG_PASSWORD })
    const asked = await call('POST', '/user/email/change/', user.auth, {
      new_email: newEmail,
      password: user.password,
    })
    expect(asked.statusCode).toBe(202)
    expect((await call('GET', '/user/me/', user.auth)).json().email).toBe(user.email)
    const notice = readOutbox(t.config.dataDir).find((m) => m.to === user.email)
    expect(notice?.subject).toBe('Your Tailor e-mail address is being changed')
    const token = linkToken(t.config.dataDir, newEmail, '/confirm-email')!
    expect(token).toBeTruthy()
    const confirmed = await call('POST', '/user/email/change/confirm/', {}, { token })
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json()).toEqual({ email: newEmail, detail: `Your e-mail address is now ${newEmail}.` })
    expect((await call('GET', '/user/me/', user.auth)).json().email).toBe(newEmail)
    expect((await login(newEmail, user.password)).statusCode).toBe(200)
    expect((await login(user.email, user.password)).statusCode).toBe(401)
    const again = await call('POST', '/user/email/change/confirm/', {}, { token })
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ detail: EMAIL_LINK_INVALID })
  })

  it('refuses an e-mail another account has, when asked and when confirmed', async () => {
    const user = await t.signUp()
    const taken = await t.signUp()
    const asked = await call('POST', '/user/email/change/', user.auth, {
      new_email: taken.email,
      password: user.password,
    })
    expect(asked.statusCode).toBe(409)
    expect(asked.json()).toEqual({ detail: EMAIL_TAKEN })
    const later = await t.signUp()
    const target = `later-${later.email}`
    await call('POST', '/user/email/change/', user.auth, { new_email: target, password: user.password })
    await call('PATCH', '/user/me/', later.auth, { name: 'Later' })
    await t.db.execute(sql`update users set email = ${target} where id = ${later.user.id}`)
    const token = linkToken(t.config.dataDir, target, '/confirm-email')!
    const confirmed = await call('POST', '/user/email/change/confirm/', {}, { token })
    expect(confirmed.statusCode).toBe(409)
    expect(confirmed.json()).toEqual({ detail: EMAIL_TAKEN })
  })

  it('exports the account, resumes, analyses, letters and stored files as a ZIP, without secrets', async () => {
    const user = await userWithRecords()
    const reply = await call('GET', '/user/me/export/', user.auth)
    expect(reply.statusCode).toBe(200)
    expect(reply.headers['content-type']).toBe('application/zip')
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename="tailor-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    )
    const files = unzipSync(new Uint8Array(reply.rawPayload))
    const names = Object.keys(files).sort()
    expect(names.filter((n) => !n.startsWith('files/'))).toEqual([
      'account.json',
      'analyses.json',
      'cover-letters.json',
      'resumes.json',
    ])
    const account = JSON.parse(strFromU8(files['account.json']!))
    expect(account.profile).toMatchObject({ email: user.email, name: user.user.name, credits: 3 })
    expect(account.credit_ledger.map((r: { delta: number }) => r.delta).sort()).toEqual([-1, -1, 5])
    const resumes = JSON.parse(strFromU8(files['resumes.json']!)) as { id: string; filename: string }[]
    expect(resumes).toHaveLength(2)
    expect(JSON.parse(strFromU8(files['analyses.json']!)).map((a: { id: string }) => a.id)).toEqual([
      user.analysisId,
    ])
    expect(JSON.parse(strFromU8(files['cover-letters.json']!)).map((l: { id: string }) => l.id)).toEqual([
      user.letterId,
    ])
    const pdf = resumes.find((r) => r.filename === 'cv.pdf')!
    expect(files[`files/${pdf.id}-cv.pdf`]).toEqual(resumePdf)
    const text = strFromU8(files['account.json']!)
    expect(text).not.toMatch(/hash|secret/i)
    expect(text).not.toContain(user.refresh.split('.')[1])
  })

  it('deletes the account only with its password, leaving nothing of the user in any table or in storage', async () => {
    const user = await userWithRecords()
    const bystander = await userWithRecords()
    const keys = (
      await rowsOf<{ storage_key: string }>(
        sql`select storage_key from resumes where user_id = ${user.user.id}`,
      )
    ).map((r) => r.storage_key)
    expect(keys).toHaveLength(2)
    for (const key of keys) expect(await t.ctx.storage.get(key)).not.toBeNull()

    const wrong = await call('DELETE', '/user/me/', user.auth, { password: 'not my password' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual({ detail: WRONG_PASSWORD })
    const deleted = await call('DELETE', '/user/me/', user.auth, { password: user.password })
    expect(deleted.statusCode).toBe(204)

    // Every table in the database, not a hand-kept list: no row mentions the user's id, e-mail or name.
    const tables = (
      await rowsOf<{ table_name: string }>(
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      )
    ).map((r) => r.table_name)
    expect(tables).toEqual(expect.arrayContaining(['users', ...ownedTables.map((o) => o.name)]))
    for (const table of tables) {
      const [found] = await rowsOf<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table)} t where row_to_json(t)::text ilike ${`%${user.user.id}%`} or row_to_json(t)::text ilike ${`%${user.email}%`}`,
      )
      expect({ table, n: found?.n }).toEqual({ table, n: 0 })
    }
    for (const key of keys) expect(await t.ctx.storage.get(key)).toBeNull()
    // Bookkeeping stays, anonymised; the other user's records are untouched.
    const [orphans] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from credit_ledger where user_id is null`,
    )
    expect(orphans?.n).toBeGreaterThanOrEqual(2)
    expect([...keptAnonymised].sort()).toEqual(['credit_ledger', 'transactions'])
    expect((await call('GET', `/resume/analyses/${bystander.analysisId}/`, bystander.auth)).statusCode).toBe(
      200,
    )
    // The deleted account's tokens are dead and its e-mail is free again.
    expect((await call('GET', '/user/me/', user.auth)).statusCode).toBe(401)
    expect((await login(user.email, user.password)).statusCode).toBe(401)
  })

  it('needs a signed-in user for every account route', async () => {
    const password = { password: 'whatever123' }
    for (const [method, url, body] of [
      ['PATCH', '/user/me/', { name: 'X' }],
      ['DELETE', '/user/me/', password],
      ['GET', '/user/me/export/', undefined],
      ['POST', '/user/password/change/', { current_password: 'a', new_password: 'whatever123' }],
      ['POST', '/user/email/change/', { new_email: 'a@example.com', ...password }],
      ['GET', '/user/sessions/', undefined],
      ['POST', '/user/sessions/revoke-others/', undefined],
      ['POST', '/user/2fa/setup/', undefined],
      ['POST', '/user/2fa/enable/', { code: '123456' }],
      ['POST', '/user/2fa/disable/', { code: '123456' }],
    ] as const) {
      const reply = await call(method, url, {}, body)
      expect({ url, status: reply.statusCode, body: reply.json() }).toEqual({
        url,
        status: 401,
        body: { detail: 'Authentication credentials were not provided.' },
      })
    }
  })
})
