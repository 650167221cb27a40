import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { creditsRepository, pendingKey } from '../src/modules/credits/repository.ts'
import { debitCredits } from '../src/modules/credits/service.ts'
import { recoverUnfinishedWork } from '../src/recover-unfinished-work.ts'
import { localFilesRoot } from '../src/storage/create-file-storage.ts'
import { createTestApp, databaseKinds, type TestApp } from './harness.ts'

describe.each(databaseKinds)('start-up recovery on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  it('refunds credits of work a dead process left pending and deletes uploads without a record', async () => {
    const owner = await t.signUp({ credits: 2 })
    const parsed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/parse/',
      headers: owner.auth,
      payload: { resume_text: 'Ada Byron\nada@example.com\nSummary\nData analyst with SQL and Python.' },
    })
    expect(parsed.statusCode).toBe(200)
    // What a process killed mid-request leaves: a pending debit and a stored file whose record never came.
    await debitCredits(t.db, owner.user.id, 1, {
      reason: 'resume analysis',
      idempotencyKey: pendingKey('dead'),
    })
    const orphan = join(localFilesRoot(t.config), 'resumes', owner.user.id, 'orphan.pdf')
    mkdirSync(join(orphan, '..'), { recursive: true })
    writeFileSync(orphan, 'x')

    expect(await recoverUnfinishedWork(t.ctx, 0)).toEqual({ refunded: 1, deleted: 1 })
    expect(await creditsRepository.findBalance(t.db, owner.user.id)).toBe(2)
    expect(await recoverUnfinishedWork(t.ctx, 0)).toEqual({ refunded: 0, deleted: 0 })
    const again = await t.app.inject({ method: 'GET', url: '/api/v1/resume/latest/', headers: owner.auth })
    expect(again.json().count).toBe(1)
  })
})
