import { eq } from 'drizzle-orm'
import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recoveryCodes, users } from '../src/db/schema.ts'
import { TWO_FACTOR_DISABLED } from '../src/modules/account/routes.ts'
import {
  CODE_WRONG,
  RECOVERY_CODE_COUNT,
  resetTwoFactor,
  TWO_FACTOR_ALREADY_ON,
  TWO_FACTOR_NOT_STARTED,
  TWO_FACTOR_REQUIRED,
  TWO_FACTOR_WRONG,
} from '../src/modules/auth/two-factor.ts'
import { createTestApp, databaseKinds, type TestApp } from './harness.ts'

describe.each(databaseKinds)('two-factor sign-in on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload })
  const login = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/user/token/', payload })

  /** A user with 2FA on; returns the secret and the recovery codes. */
  async function enrolled() {
    const user = await t.signUp()
    const setup = await post('/user/2fa/setup/', user.auth)
    expect(setup.statusCode).toBe(200)
    const { secret } = setup.json() as { secret: string }
    const enabled = await post('/user/2fa/enable/', user.auth, { code: await generate({ secret }) })
    expect(enabled.statusCode).toBe(200)
    return { ...user, secret, codes: enabled.json().recovery_codes as string[] }
  }

  it('sets up with a QR code drawn on the server and an otpauth URL naming the account', async () => {
    const user = await t.signUp()
    const reply = await post('/user/2fa/setup/', user.auth)
    const body = reply.json()
    expect(Object.keys(body).sort()).toEqual(['otpauth_url', 'qr_svg', 'secret'])
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(body.otpauth_url).toBe(
      `otpauth://totp/Tailor:${encodeURIComponent(user.email)}?secret=${body.secret}&issuer=Tailor`,
    )
    expect(body.qr_svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    // Not on until a code proves the app has the secret.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/user/me/', headers: user.auth })).json(),
    ).toMatchObject({
      two_factor_enabled: false,
    })
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200)
  })

  it('enables only with a right code, and then gives ten different recovery codes stored as hashes', async () => {
    const user = await t.signUp()
    const early = await post('/user/2fa/enable/', user.auth, { code: '123456' })
    expect(early.json()).toEqual({ detail: TWO_FACTOR_NOT_STARTED })
    const { secret } = (await post('/user/2fa/setup/', user.auth)).json()
    const right = await generate({ secret })
    const wrong = await post('/user/2fa/enable/', user.auth, {
      code: right === '000000' ? '111111' : '000000',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual({ detail: CODE_WRONG })
    const enabled = await post('/user/2fa/enable/', user.auth, { code: right })
    const codes = enabled.json().recovery_codes as string[]
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT)
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT)
    for (const code of codes) expect(code).toMatch(/^[0-9a-f]{5}-[0-9a-f]{5}$/)
    const stored = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.user.id))
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT)
    for (const code of codes) expect(JSON.stringify(stored)).not.toContain(code.replace('-', ''))
    const twice = await post('/user/2fa/setup/', user.auth)
    expect(twice.statusCode).toBe(409)
    expect(twice.json()).toEqual({ detail: TWO_FACTOR_ALREADY_ON })
  })

  it('asks for the code after the right password only, and signs in with it', async () => {
    const user = await enrolled()
    const wrongPassword = await login({ email: user.email, password: 'wrong password' })
    expect(wrongPassword.statusCode).toBe(401)
    expect(wrongPassword.json().two_factor_required).toBeUndefined()
    const asked = await login({ email: user.email, password: user.password })
    expect(asked.statusCode).toBe(401)
    expect(asked.json()).toEqual({ detail: TWO_FACTOR_REQUIRED, two_factor_required: true })
    const wrongCode = await login({ email: user.email, password: user.password, otp: '12345' })
    expect(wrongCode.json()).toEqual({ detail: TWO_FACTOR_WRONG, two_factor_required: true })
    const signedIn = await login({
      email: user.email,
      password: user.password,
      otp: await generate({ secret: user.secret }),
    })
    expect(signedIn.statusCode).toBe(200)
    expect(Object.keys(signedIn.json()).sort()).toEqual(['access', 'email', 'name', 'refresh'])
  })

  it('signs in once with each recovery code, typed loosely', async () => {
    const user = await enrolled()
    const code = user.codes[3]!
    const first = await login({
      email: user.email,
      password: user.password,
      otp: ` ${code.toUpperCase().replace('-', ' ')} `,
    })
    expect(first.statusCode).toBe(200)
    const reused = await login({ email: user.email, password: user.password, otp: code })
    expect(reused.statusCode).toBe(401)
    expect(reused.json()).toEqual({ detail: TWO_FACTOR_WRONG, two_factor_required: true })
    expect((await login({ email: user.email, password: user.password, otp: user.codes[4] })).statusCode).toBe(
      200,
    )
  })

  it('turns off with a code, after which the password alone signs in again', async () => {
    const user = await enrolled()
    const wrong = await post('/user/2fa/disable/', user.auth, {
      code: '000000' === (await generate({ secret: user.secret })) ? '111111' : '000000',
    })
    expect(wrong.json()).toEqual({ detail: CODE_WRONG })
    const off = await post('/user/2fa/disable/', user.auth, { code: user.codes[0] })
    expect(off.statusCode).toBe(200)
    expect(off.json()).toEqual({ detail: TWO_FACTOR_DISABLED })
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.user.id))).toEqual([])
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200)
  })

  it('is removed by the admin reset (the CLI command user:2fa-reset)', async () => {
    const user = await enrolled()
    await resetTwoFactor(t.db, user.user.id)
    const [row] = await t.db.select().from(users).where(eq(users.id, user.user.id))
    expect(row?.totpSecret).toBeNull()
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200)
  })

  it('answers a missing code with a clear 400', async () => {
    const user = await t.signUp()
    const reply = await post('/user/2fa/enable/', user.auth, {})
    expect(reply.statusCode).toBe(400)
    expect(reply.json().detail).toBe('code: Enter the code.')
  })
})
