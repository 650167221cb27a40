import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { creditPackages } from '../src/db/schema.ts'
import { AppError } from '../src/lib/app-error.ts'
import { creditsRepository } from '../src/modules/credits/repository.ts'
import {
  debitCredits,
  grantCredits,
  INSUFFICIENT_CREDITS,
  payForWork,
  refundCredits,
  refundUnfinishedWork,
} from '../src/modules/credits/service.ts'
import { createTestApp, databaseKinds, type TestApp } from './harness.ts'

describe.each(databaseKinds)('credits on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  it('returns the balance of the signed-in user and 401 without a token', async () => {
    const user = await t.signUp({ credits: 7 })
    const reply = await t.app.inject({ method: 'GET', url: '/api/v1/credits/balance/', headers: user.auth })
    expect(reply.json()).toEqual({ balance: 7 })
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/credits/balance/' })).statusCode).toBe(401)
  })

  it('lists only active packages, publicly, with the spec fields and decimal-string prices', async () => {
    await t.db
      .update(creditPackages)
      .set({ isActive: false })
      .where(eq(creditPackages.name, 'Credit Pack 150'))
    const reply = await t.app.inject({ method: 'GET', url: '/api/v1/credits/packages/' })
    expect(reply.statusCode).toBe(200)
    const { count, results } = reply.json()
    expect(count).toBe(results.length)
    expect(results.map((p: { name: string }) => p.name)).not.toContain('Credit Pack 150')
    expect(results.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['Starter', 'Professional', 'Enterprise', 'Credit Pack 10']),
    )
    const starter = results.find((p: { name: string }) => p.name === 'Starter')
    expect(Object.keys(starter).sort()).toEqual(
      [
        'credit_amount',
        'description',
        'features',
        'is_active',
        'is_popular',
        'name',
        'package_type',
        'price',
        'uuid',
      ].sort(),
    )
    expect(starter.price).toMatch(/^\d+\.\d{2}$/)
    expect(starter.package_type).toBe('SUBSCRIPTION')
  })

  it('debits exactly 20 of 50 parallel debits against a balance of 20, and the ledger sums to the balance', async () => {
    const { user } = await t.signUp({ credits: 20 })
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        debitCredits(t.db, user.id, 1, { reason: 'test', reference: `op-${i}` }),
      ),
    )
    const succeeded = results.filter((r) => r.status === 'fulfilled')
    const refused = results.filter((r) => r.status === 'rejected')
    expect(succeeded).toHaveLength(20)
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(AppError)
      expect((r.reason as AppError).kind).toBe('payment_required')
      expect((r.reason as AppError).message).toBe(INSUFFICIENT_CREDITS)
    }
    expect(await creditsRepository.findBalance(t.db, user.id)).toBe(0)
    expect(await creditsRepository.ledgerSum(t.db, user.id)).toBe(0)
  })

  it('refunds an operation once, however often the refund is asked for', async () => {
    const { user } = await t.signUp({ credits: 2 })
    await debitCredits(t.db, user.id, 1, { reason: 'analysis', reference: 'analysis-1' })
    await refundCredits(t.db, user.id, 1, 'analysis-1')
    await refundCredits(t.db, user.id, 1, 'analysis-1')
    expect(await creditsRepository.findBalance(t.db, user.id)).toBe(2)
    expect(await creditsRepository.ledgerSum(t.db, user.id)).toBe(2)
  })

  it('takes the credit before the work, settles it with the record and refunds failed work once', async () => {
    const { user } = await t.signUp({ credits: 1 })
    const done = await payForWork(t.db, user, 'test', async (_op, settle, balance) => {
      expect(balance).toBe(0)
      await t.db.transaction(settle)
      return 'stored'
    })
    expect(done).toBe('stored')
    const failed = payForWork(t.db, user, 'test', async () => 'never runs')
    await expect(failed).rejects.toMatchObject({ kind: 'payment_required' })
    await grantCredits(t.db, user.id, 1, { reason: 'test' })
    await expect(
      payForWork(t.db, user, 'test', async () => {
        throw new AppError('invalid', 'bad file')
      }),
    ).rejects.toThrow('bad file')
    expect(await creditsRepository.findBalance(t.db, user.id)).toBe(1)
    expect(await refundUnfinishedWork(t.db, 0)).toBe(0)
  })

  it('refunds work a dead process left unsettled, exactly once, and then refuses to store its record', async () => {
    const { user } = await t.signUp({ credits: 1 })
    let resume!: () => void
    const stalled = payForWork(t.db, user, 'test', async (_op, settle) => {
      await new Promise<void>((r) => {
        resume = r
      })
      await t.db.transaction(settle)
    })
    await expect.poll(() => creditsRepository.findBalance(t.db, user.id)).toBe(0)
    expect(await refundUnfinishedWork(t.db, 60_000)).toBe(0)
    expect(await refundUnfinishedWork(t.db, 0)).toBe(1)
    expect(await refundUnfinishedWork(t.db, 0)).toBe(0)
    resume()
    await expect(stalled).rejects.toMatchObject({ kind: 'unavailable' })
    expect(await creditsRepository.findBalance(t.db, user.id)).toBe(1)
    expect(await creditsRepository.ledgerSum(t.db, user.id)).toBe(1)
  })
})
