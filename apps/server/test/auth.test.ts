import { createServer, type Server } from 'node:http'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STORE_UNAVAILABLE } from '../src/lib/shared-counters.ts'
import { GOOGLE_FAILED, GOOGLE_NO_ACCOUNT } from '../src/modules/auth/google.ts'
import {
  INVALID_CREDENTIALS,
  INVALID_REFRESH,
  REGISTRATION_DISABLED,
  startSession,
} from '../src/modules/auth/service.ts'
import { createAccount } from '../src/modules/users/service.ts'
import { INVALID_TOKEN, NO_CREDENTIALS } from '../src/plugins/require-user.ts'
import { createTestApp, databaseKinds, type TestApp } from './harness.ts'

/** A stand-in for Google's userinfo endpoint speaking the real protocol: bearer token in, profile JSON out. */
function startFakeGoogle(profiles: Record<string, object>): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const token = req.headers.authorization?.replace(/^Bearer /, '') ?? ''
    const profile = profiles[token]
    res.writeHead(profile ? 200 : 401, { 'content-type': 'application/json' })
    res.end(JSON.stringify(profile ?? { error: 'invalid_token' }))
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      resolve({ server, url: `http://127.0.0.1:${port}/oauth2/v3/userinfo` })
    }),
  )
}

describe.each(databaseKinds)('accounts on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  const login = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/user/token/', payload })
  const refresh = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/user/token/refresh/', payload: { refresh: token } })
  const me = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/v1/user/me/', headers })

  it('logs in with the right password and returns access, refresh, name and email', async () => {
    const { email, password } = await t.signUp({ credits: 3 })
    const reply = await login({ email: email.toUpperCase(), password })
    expect(reply.statusCode).toBe(200)
    const body = reply.json()
    expect(Object.keys(body).sort()).toEqual(['access', 'email', 'name', 'refresh'])
    expect(body.email).toBe(email)
    const profile = await me({ authorization: `Bearer ${body.access}` })
    expect(profile.json()).toEqual({
      name: body.name,
      email,
      credits: 3,
      is_credit_exempt: false,
      two_factor_enabled: false,
      has_password: true,
    })
  })

  it('rejects a wrong password and an unknown email with the same 401 detail', async () => {
    const { email } = await t.signUp()
    for (const payload of [
      { email, password: 'wrong password' },
      { email: 'nobody@example.com', password: 'whatever1' },
    ]) {
      const reply = await login(payload)
      expect(reply.statusCode).toBe(401)
      expect(reply.json()).toEqual({ detail: INVALID_CREDENTIALS })
    }
  })

  it('answers missing fields with 400 and a message per field', async () => {
    const reply = await login({})
    expect(reply.statusCode).toBe(400)
    const body = reply.json()
    expect(body.errors.email).toEqual(['Email is required.'])
    expect(body.errors.password).toEqual(['Password is required.'])
    expect(typeof body.detail).toBe('string')
  })

  it('answers a malformed JSON body with 400 and no stack trace', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/token/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    })
    expect(reply.statusCode).toBe(400)
    expect(Object.keys(reply.json())).toEqual(['detail'])
    expect(reply.body).not.toContain('at ')
  })

  it('blocks a client for an account after ten failed attempts, but not the owner at another address', async () => {
    const { email, password } = await t.signUp()
    const from = (remoteAddress: string, pass: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/user/token/',
        payload: { email, password: pass },
        remoteAddress,
      })
    for (let i = 0; i < 10; i++) expect((await from('198.51.100.7', `wrong-${i}`)).statusCode).toBe(401)
    const blocked = await from('198.51.100.7', password)
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json().detail).toMatch(/Too many sign-in attempts/)
    // The window is 15 minutes from the first attempt: the client is told how long to wait.
    const wait = Number(blocked.headers['retry-after'])
    expect(wait).toBeGreaterThan(14 * 60)
    expect(wait).toBeLessThanOrEqual(15 * 60)
    expect((await from('203.0.113.20', password)).statusCode).toBe(200)
  })

  it('rotates refresh tokens: the new pair works and the old refresh token is refused', async () => {
    const user = await t.signUp()
    const first = await refresh(user.refresh)
    expect(first.statusCode).toBe(200)
    const pair = first.json()
    expect(pair.refresh).not.toBe(user.refresh)
    expect((await me({ authorization: `Bearer ${pair.access}` })).statusCode).toBe(200)
    expect((await refresh(pair.refresh)).statusCode).toBe(200)
  })

  const ageUse = (token: string, seconds: number) =>
    t.db.execute(
      `update refresh_tokens set used_at = now() - interval '${seconds} seconds' where id = '${token.split('.')[0]}'` as never,
    )

  it('revokes the whole token family, access tokens included, when a used refresh token is replayed', async () => {
    const user = await t.signUp()
    const next = (await refresh(user.refresh)).json()
    await ageUse(user.refresh, 11)
    const replay = await refresh(user.refresh)
    expect(replay.statusCode).toBe(401)
    expect(replay.json()).toEqual({ detail: INVALID_REFRESH })
    // The thief's replay also locks out the token issued after it, and every access token of the family.
    expect((await refresh(next.refresh)).statusCode).toBe(401)
    const stale = await me({ authorization: `Bearer ${next.access}` })
    expect(stale.statusCode).toBe(401)
    expect(stale.json()).toEqual({ detail: INVALID_TOKEN })
  })

  it('lets two tabs refresh with the same token at once without ending the session', async () => {
    const user = await t.signUp()
    const [a, b] = await Promise.all([refresh(user.refresh), refresh(user.refresh)])
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    // A tab that arrives a few seconds late is still within the grace window.
    await ageUse(user.refresh, 5)
    const late = await refresh(user.refresh)
    expect(late.statusCode).toBe(200)
    for (const pair of [a.json(), b.json(), late.json()]) {
      expect((await me({ authorization: `Bearer ${pair.access}` })).statusCode).toBe(200)
      expect((await refresh(pair.refresh)).statusCode).toBe(200)
    }
  })

  it('logs out: the refresh token and the access tokens of the session stop working', async () => {
    const user = await t.signUp()
    const other = await login({ email: user.email, password: user.password })
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/logout/',
      payload: { refresh: user.refresh },
    })
    expect(reply.statusCode).toBe(204)
    expect((await refresh(user.refresh)).statusCode).toBe(401)
    expect((await me(user.auth)).statusCode).toBe(401)
    // Another session of the same account (another device) goes on.
    expect((await me({ authorization: `Bearer ${other.json().access}` })).statusCode).toBe(200)
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/logout/',
      payload: { refresh: user.refresh },
    })
    expect(again.statusCode).toBe(204)
    const malformed = await t.app.inject({ method: 'POST', url: '/api/v1/user/logout/', payload: {} })
    expect(malformed.statusCode).toBe(400)
  })

  it('refuses an access token that names no session', async () => {
    const user = await t.signUp()
    const legacy = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.user.id)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + 60)
      .sign(new TextEncoder().encode(t.config.jwtSecret))
    expect((await me({ authorization: `Bearer ${legacy}` })).statusCode).toBe(401)
  })

  it('refuses expired, forged and malformed refresh tokens', async () => {
    const user = await t.signUp()
    const [id] = user.refresh.split('.')
    await t.db.execute(
      `update refresh_tokens set expires_at = now() - interval '1 second' where id = '${id}'` as never,
    )
    expect((await refresh(user.refresh)).statusCode).toBe(401)
    const other = await t.signUp()
    expect((await refresh(`${other.refresh.split('.')[0]}.forged-secret`)).statusCode).toBe(401)
    expect((await refresh('not-a-token')).statusCode).toBe(401)
    const empty = await refresh('')
    expect(empty.statusCode).toBe(400)
  })

  it('refuses requests without a token, with a forged token and with an expired token', async () => {
    expect((await me()).json()).toEqual({ detail: NO_CREDENTIALS })
    expect((await me()).statusCode).toBe(401)
    const forged = await me({ authorization: 'Bearer abc.def.ghi' })
    expect(forged.statusCode).toBe(401)
    expect(forged.json()).toEqual({ detail: INVALID_TOKEN })
    const user = await t.signUp()
    const expired = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.user.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(t.config.jwtSecret))
    expect((await me({ authorization: `Bearer ${expired}` })).statusCode).toBe(401)
  })

  it('keeps registration closed by default', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/register/',
      payload: { email: 'new@example.com', password: 'long enough' },
    })
    expect(reply.statusCode).toBe(403)
    expect(reply.json()).toEqual({ detail: REGISTRATION_DISABLED })
  })

  describe('per-address sign-in limit', () => {
    const attempts = async (app: TestApp, headers: (i: number) => Record<string, string>) => {
      const codes: number[] = []
      for (let i = 0; i < 8; i++) {
        const reply = await app.app.inject({
          method: 'POST',
          url: '/api/v1/user/token/',
          payload: { email: `nobody${i}@example.com`, password: 'wrong password' },
          headers: headers(i),
        })
        codes.push(reply.statusCode)
      }
      return codes
    }

    it('ignores X-Forwarded-For unless a proxy is trusted', async () => {
      const app = await createTestApp(kind, { LOGIN_RATE_LIMIT_PER_MINUTE: '5' })
      try {
        const codes = await attempts(app, (i) => ({ 'x-forwarded-for': `192.0.2.${i + 1}` }))
        expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429, 429])
      } finally {
        await app.close()
      }
    })

    it('takes the client address from the trusted hops of X-Forwarded-For', async () => {
      const app = await createTestApp(kind, { LOGIN_RATE_LIMIT_PER_MINUTE: '5', TRUST_PROXY: '1' })
      try {
        const distinct = await attempts(app, (i) => ({ 'x-forwarded-for': `192.0.2.${i + 1}` }))
        expect(distinct.every((c) => c === 401)).toBe(true)
        // With one trusted hop only the address the proxy appended counts; what the client wrote before it does not.
        const spoofed = await attempts(app, (i) => ({ 'x-forwarded-for': `192.0.2.${i + 1}, 198.51.100.1` }))
        expect(spoofed).toEqual([401, 401, 401, 401, 401, 429, 429, 429])
      } finally {
        await app.close()
      }
    })
  })

  it('answers 503 to a password sign-in while Redis cannot be reached, and keeps refreshing sessions', async () => {
    const down = await createTestApp(kind, { REDIS_URL: 'redis://127.0.0.1:1' })
    try {
      const user = await createAccount(down.db, { email: 'offline@example.com', password: 'long enough' })
      const started = Date.now()
      const reply = await down.app.inject({
        method: 'POST',
        url: '/api/v1/user/token/',
        payload: { email: user.email, password: 'long enough' },
      })
      expect(reply.statusCode).toBe(503)
      expect(reply.json()).toEqual({ detail: STORE_UNAVAILABLE })
      expect(Date.now() - started).toBeLessThan(2000)
      const refreshed = await down.app.inject({
        method: 'POST',
        url: '/api/v1/user/token/refresh/',
        payload: { refresh: (await startSession(down.ctx, user)).refresh },
      })
      expect(refreshed.statusCode).toBe(200)
    } finally {
      await down.close()
    }
  })

  describe('with Google', () => {
    let google: Awaited<ReturnType<typeof startFakeGoogle>>
    let open: TestApp
    beforeAll(async () => {
      google = await startFakeGoogle({
        'token-existing': {
          sub: '1',
          email: 'google-user@example.com',
          email_verified: true,
          name: 'G User',
        },
        'token-new': { sub: '2', email: 'newcomer@example.com', email_verified: true, name: 'New Comer' },
        'token-unverified': { sub: '3', email: 'unverified@example.com', email_verified: false },
      })
      open = await createTestApp(kind, {
        GOOGLE_USERINFO_URL: google.url,
        REGISTRATION_ENABLED: 'true',
        STARTER_CREDITS: '5',
      })
    })
    afterAll(async () => {
      await open.close()
      google.server.close()
    })
    const googleLogin = (app: TestApp, token: string) =>
      app.app.inject({ method: 'POST', url: '/api/v1/user/google/', payload: { access_token: token } })

    it('signs in the existing account that owns the verified Google email', async () => {
      const closed = await createTestApp(kind, { GOOGLE_USERINFO_URL: google.url })
      try {
        const { createAccount } = await import('../src/modules/users/service.ts')
        await createAccount(closed.db, { email: 'google-user@example.com', password: null, name: 'G User' })
        const reply = await googleLogin(closed, 'token-existing')
        expect(reply.statusCode).toBe(200)
        expect(reply.json().email).toBe('google-user@example.com')
        const refused = await googleLogin(closed, 'token-new')
        expect(refused.statusCode).toBe(403)
        expect(refused.json()).toEqual({ detail: GOOGLE_NO_ACCOUNT })
      } finally {
        await closed.close()
      }
    })

    it('creates a new account with the starter credits only while registration is enabled', async () => {
      const reply = await googleLogin(open, 'token-new')
      expect(reply.statusCode).toBe(200)
      const profile = await open.app.inject({
        method: 'GET',
        url: '/api/v1/user/me/',
        headers: { authorization: `Bearer ${reply.json().access}` },
      })
      expect(profile.json()).toMatchObject({ email: 'newcomer@example.com', name: 'New Comer', credits: 5 })
    })

    it('refuses tokens Google rejects and emails Google has not verified', async () => {
      for (const token of ['token-bogus', 'token-unverified']) {
        const reply = await googleLogin(open, token)
        expect(reply.statusCode).toBe(401)
        expect(reply.json()).toEqual({ detail: GOOGLE_FAILED })
      }
    })

    it('registers with email and password, checking length and duplicates', async () => {
      const register = (payload: object) =>
        open.app.inject({ method: 'POST', url: '/api/v1/user/register/', payload })
      const short = await register({ email: 'short@example.com', password: 'seven77' })
      expect(short.statusCode).toBe(400)
      expect(short.json().errors.password).toEqual(['Password must be at least 8 characters.'])
      const created = await register({ email: 'fresh@example.com', password: 'eight888', name: 'Fresh' })
      expect(created.statusCode).toBe(201)
      expect(created.json()).toMatchObject({ email: 'fresh@example.com', name: 'Fresh' })
      const duplicate = await register({ email: 'FRESH@example.com', password: 'eight888' })
      expect(duplicate.statusCode).toBe(409)
    })
  })
})
