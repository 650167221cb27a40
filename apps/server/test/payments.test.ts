import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppError } from '../src/lib/app-error.ts'
import { creditsRepository } from '../src/modules/credits/repository.ts'
import { recordPayment, TRANSACTION_NOT_FOUND } from '../src/modules/payments/service.ts'
import { createTestApp, databaseKinds, type TestApp } from './harness.ts'

describe.each(databaseKinds)('payment verification on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  const verify = (reference: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1/transactions/verify/${reference}/`, headers })

  it('returns the spec fields of the caller’s own successful payment and credits the package once', async () => {
    const buyer = await t.signUp()
    await recordPayment(t.db, {
      email: buyer.email,
      packageName: 'starter',
      reference: 'ref-ok',
      status: 'SUCCESS',
    })
    await recordPayment(t.db, {
      email: buyer.email,
      packageName: 'Starter',
      reference: 'ref-ok',
      status: 'SUCCESS',
    })
    expect(await creditsRepository.findBalance(t.db, buyer.user.id)).toBe(30)
    const reply = await verify('ref-ok', buyer.auth)
    expect(reply.statusCode).toBe(200)
    const body = reply.json()
    expect(body).toMatchObject({
      status: 'SUCCESS',
      amount: '9.99',
      currency: 'USD',
      payment_reference: 'ref-ok',
      credit_package_details: { name: 'Starter', credit_amount: 30 },
    })
    expect(body.credit_package_details.features.length).toBeGreaterThan(0)
    expect(Number.isNaN(Date.parse(body.created_at))).toBe(false)
  })

  it('reports pending and failed payments, and credits a pending one when it succeeds', async () => {
    const buyer = await t.signUp()
    await recordPayment(t.db, {
      email: buyer.email,
      packageName: 'Credit Pack 10',
      reference: 'ref-p',
      status: 'PENDING',
    })
    await recordPayment(t.db, {
      email: buyer.email,
      packageName: 'Credit Pack 10',
      reference: 'ref-f',
      status: 'FAILED',
    })
    expect((await verify('ref-p', buyer.auth)).json().status).toBe('PENDING')
    expect((await verify('ref-f', buyer.auth)).json().status).toBe('FAILED')
    expect(await creditsRepository.findBalance(t.db, buyer.user.id)).toBe(0)
    await recordPayment(t.db, {
      email: buyer.email,
      packageName: 'Credit Pack 10',
      reference: 'ref-p',
      status: 'SUCCESS',
    })
    expect(await creditsRepository.findBalance(t.db, buyer.user.id)).toBe(10)
    await expect(
      recordPayment(t.db, {
        email: buyer.email,
        packageName: 'Credit Pack 10',
        reference: 'ref-p',
        status: 'FAILED',
      }),
    ).rejects.toBeInstanceOf(AppError)
  })

  it('answers 404 for an unknown reference and for another user’s reference', async () => {
    const owner = await t.signUp()
    const stranger = await t.signUp()
    await recordPayment(t.db, {
      email: owner.email,
      packageName: 'Starter',
      reference: 'ref-mine',
      status: 'SUCCESS',
    })
    for (const reply of [await verify('ref-nope', owner.auth), await verify('ref-mine', stranger.auth)]) {
      expect(reply.statusCode).toBe(404)
      expect(reply.json()).toEqual({ detail: TRANSACTION_NOT_FOUND })
    }
  })

  it('requires a token', async () => {
    expect((await verify('ref-ok')).statusCode).toBe(401)
  })

  it('refuses unknown packages and users with clear messages', async () => {
    const buyer = await t.signUp()
    await expect(
      recordPayment(t.db, { email: buyer.email, packageName: 'Gold', reference: 'r1', status: 'SUCCESS' }),
    ).rejects.toThrow('Unknown package "Gold".')
    await expect(
      recordPayment(t.db, {
        email: 'ghost@example.com',
        packageName: 'Starter',
        reference: 'r2',
        status: 'SUCCESS',
      }),
    ).rejects.toThrow('No user with email ghost@example.com.')
  })
})
