import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountTokens } from '../src/db/schema.ts'
import { RESET_DONE, RESET_INVALID, RESET_SENT } from '../src/modules/auth/password-reset.ts'
import { INVALID_TOKEN } from '../src/plugins/require-user.ts'
import { createTestApp, databaseKinds, type TestApp } from './harness.ts'
import { linkToken, readOutbox } from './outbox.ts'

describe.each(databaseKinds)('password reset on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: 'https://tailor.example.org/' })
  })
  afterAll(() => t.close())

  const ask = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/user/password/reset/', payload: { email } })
  const confirm = (token: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/user/password/reset/confirm/',
      payload: { token, password },
    })
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/user/token/', payload: { email, password } })

  it('answers an unknown and a known address alike, and mails only the known one a PUBLIC_URL link', async () => {
    const user = await t.signUp()
    const before = readOutbox(t.config.dataDir).length
    const unknown = await ask('nobody-here@example.com')
    const known = await ask(user.email.toUpperCase())
    expect(unknown.statusCode).toBe(202)
    expect(known.statusCode).toBe(202)
    expect(unknown.json()).toEqual({ detail: RESET_SENT })
    expect(known.json()).toEqual(unknown.json())
    const mails = readOutbox(t.config.dataDir).slice(before)
    expect(mails.map((m) => m.to)).toEqual([user.email])
    expect(mails[0]!.subject).toBe('Reset your Tailor password')
    expect(mails[0]!.body).toMatch(
      /https:\/\/tailor\.example\.org\/reset-password\?token=[A-Za-z0-9_-]{43}\n/,
    )
  })

  it('stores only a hash of the token', async () => {
    const user = await t.signUp()
    await ask(user.email)
    const token = linkToken(t.config.dataDir, user.email, '/reset-password')!
    const rows = await t.db.select().from(accountTokens).where(eq(accountTokens.userId, user.user.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.tokenHash).not.toContain(token)
    expect(JSON.stringify(rows)).not.toContain(token)
  })

  it('sets the new password once, ends every session, and refuses the same link again', async () => {
    const user = await t.signUp()
    await ask(user.email)
    const token = linkToken(t.config.dataDir, user.email, '/reset-password')!
    const done = await confirm(token, 'a brand new password')
    expect(done.statusCode).toBe(200)
    expect(done.json()).toEqual({ detail: RESET_DONE })
    // The session from before the reset is over: its access token and its refresh token.
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user/me/', headers: user.auth })
    expect(me.statusCode).toBe(401)
    expect(me.json()).toEqual({ detail: INVALID_TOKEN })
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/token/refresh/',
      payload: { refresh: user.refresh },
    })
    expect(refresh.statusCode).toBe(401)
    expect((await login(user.email, user.password)).statusCode).toBe(401)
    expect((await login(user.email, 'a brand new password')).statusCode).toBe(200)
    const again = await confirm(token, 'yet another password')
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ detail: RESET_INVALID })
    expect((await login(user.email, 'yet another password')).statusCode).toBe(401)
  })

  it('refuses an expired link, a made-up one and a short password', async () => {
    const user = await t.signUp()
    await ask(user.email)
    const token = linkToken(t.config.dataDir, user.email, '/reset-password')!
    const short = await confirm(token, 'short')
    expect(short.statusCode).toBe(400)
    expect(short.json().detail).toBe('password: Password must be at least 8 characters.')
    await t.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, user.user.id))
    const expired = await confirm(token, 'a brand new password')
    expect(expired.statusCode).toBe(400)
    expect(expired.json()).toEqual({ detail: RESET_INVALID })
    const madeUp = await confirm('x'.repeat(43), 'a brand new password')
    expect(madeUp.json()).toEqual({ detail: RESET_INVALID })
    expect((await login(user.email, user.password)).statusCode).toBe(200)
  })

  it('a newer link replaces the older one', async () => {
    const user = await t.signUp()
    await ask(user.email)
    const first = linkToken(t.config.dataDir, user.email, '/reset-password')!
    await ask(user.email)
    const second = linkToken(t.config.dataDir, user.email, '/reset-password')!
    expect(second).not.toBe(first)
    expect((await confirm(first, 'a brand new password')).statusCode).toBe(400)
    expect((await confirm(second, 'a brand new password')).statusCode).toBe(200)
  })

  it('mails an address at most ACCOUNT_MAIL_PER_HOUR times an hour, with the same reply', async () => {
    const user = await t.signUp()
    const before = readOutbox(t.config.dataDir).filter((m) => m.to === user.email).length
    for (let i = 0; i < 5; i++) expect((await ask(user.email)).json()).toEqual({ detail: RESET_SENT })
    const sent = readOutbox(t.config.dataDir).filter((m) => m.to === user.email).length - before
    expect(sent).toBe(t.config.account.mailsPerHour)
  })

  it('answers a malformed request with a clear 400', async () => {
    const reply = await ask('not an email')
    expect(reply.statusCode).toBe(400)
    expect(reply.json().detail).toBe('email: Enter a valid email address.')
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/password/reset/confirm/',
      payload: {},
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().detail).toBe('token: The reset link is incomplete.')
  })
})

describe('password reset links in production', () => {
  it('are not built from the Host header: without PUBLIC_URL the server says it cannot send them', async () => {
    const t = await createTestApp('pglite', { NODE_ENV: 'production' })
    try {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/password/reset/',
        headers: { host: 'evil.example' },
        payload: { email: 'nobody@example.com' },
      })
      expect(reply.statusCode).toBe(503)
      expect(reply.json().detail).toContain('PUBLIC_URL')
      expect(readOutbox(t.config.dataDir)).toEqual([])
    } finally {
      await t.close()
    }
  })
})
