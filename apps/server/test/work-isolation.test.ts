import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  deflateRepeated,
  docxWith,
  pdfWithStream,
  zipOf,
  zlibRepeated,
} from '../../../packages/engine/src/extract/test-bombs.ts'
import { BACKEND_RESUME_TEXT } from './fixtures/backend-resume-text.ts'
import { createTestApp, databaseKinds, type TestApp } from './harness.ts'
import { multipart } from './multipart.ts'

const MB = 1024 * 1024
const GB = 1024 * MB
const resumePdf = new Uint8Array(readFileSync(join(import.meta.dirname, 'fixtures', 'resume.pdf')))
const JOB = `Senior Backend Engineer
Stripe is hiring a Senior Backend Engineer to build payment infrastructure.
Requirements: 5+ years of experience with Python and PostgreSQL; Kafka; AWS.`

// Decompression bombs of about a megabyte each, built here rather than committed.
const bombs = {
  'a PDF whose stream inflates to 1 GB': pdfWithStream(zlibRepeated(GB), '/FlateDecode'),
  'a DOCX whose .rels entry lies and inflates to 1 GB': docxWith([
    { name: 'word/_rels/document.xml.rels', deflated: deflateRepeated(GB), size: 200 },
  ]),
  'a DOCX with an honest 95 MB document.xml': zipOf([
    { name: 'word/document.xml', deflated: deflateRepeated(95 * MB), size: 95 * MB },
  ]),
}

type User = Awaited<ReturnType<TestApp['signUp']>>

function client(t: TestApp) {
  return {
    upload: (user: User, bytes: Uint8Array, filename: string) => {
      const form = multipart({}, { field: 'file', filename, bytes })
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/resume/parse/',
        ...form,
        headers: { ...form.headers, ...user.auth },
      })
    },
    render: (user: User, resumeData: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/resume/render/',
        headers: user.auth,
        payload: { resume_data: resumeData, template: 'modern' },
      }),
    tailor: (user: User) => t.tailor(user.auth, { resume_text: BACKEND_RESUME_TEXT, job_description: JOB }),
  }
}

/** A busy or refused reply says why and, when busy, when to come back; nothing is ever a 500. */
function expectClearRefusal(reply: LightMyRequestResponse, statuses: number[]) {
  expect(statuses).toContain(reply.statusCode)
  expect(reply.json().detail).toMatch(/[A-Za-z]{3,}.*\./)
  if (reply.statusCode === 429 || reply.statusCode === 503)
    expect(Number(reply.headers['retry-after'])).toBeGreaterThanOrEqual(1)
}

describe.each(databaseKinds)('work isolation on %s', (kind) => {
  let t: TestApp
  let resumeData: unknown
  beforeAll(async () => {
    t = await createTestApp(kind, { WORKER_THREADS: '2' })
    const first = await t.signUp()
    resumeData = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/resume/parse/',
        headers: first.auth,
        payload: { resume_text: BACKEND_RESUME_TEXT },
      })
    ).json().resume_data
  })
  afterAll(() => t.close())

  it('refuses decompression bombs with 413 and a clear detail, RSS growing by under 300 MB', async () => {
    const { upload } = client(t)
    const user = await t.signUp()
    const before = process.memoryUsage().rss
    let peak = before
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss)
    }, 20)
    try {
      for (const [label, bytes] of Object.entries(bombs)) {
        const reply = await upload(user, bytes, label.includes('PDF') ? 'bomb.pdf' : 'bomb.docx')
        expect([label, reply.statusCode]).toEqual([label, label.includes('lies') ? 400 : 413])
        expect(reply.json().detail).toMatch(/too large or complex|damaged/)
      }
    } finally {
      clearInterval(sampler)
    }
    console.info(`RSS ${Math.round(before / MB)} MB, peak ${Math.round(peak / MB)} MB while refusing bombs`)
    // Relative: the test process also holds vitest, PGlite and whatever earlier files in it left behind.
    expect(peak - before).toBeLessThan(300 * MB)
    expect((await upload(user, resumePdf, 'resume.pdf')).statusCode).toBe(200)
  })

  it('a user flooding parse and render cannot make another user’s requests fail', async () => {
    const { upload, render, tailor } = client(t)
    const flooder = await t.signUp()
    const other = await t.signUp({ credits: 3 })
    const flood = [
      ...Array.from({ length: 30 }, () => render(flooder, resumeData)),
      ...Object.values(bombs).map((bytes, i) => upload(flooder, bytes, i ? 'bomb.docx' : 'bomb.pdf')),
      ...Array.from({ length: 10 }, () => upload(flooder, resumePdf, 'resume.pdf')),
    ]
    const others = [tailor(other), render(other, resumeData), upload(other, resumePdf, 'resume.pdf')]
    // Each reply with the moment it arrived.
    const timed = (replies: Promise<LightMyRequestResponse>[]) =>
      Promise.all(replies.map((reply) => reply.then((r) => ({ r, at: performance.now() }))))
    const [floodDone, otherDone] = await Promise.all([timed(flood), timed(others)])
    expect(otherDone.map(({ r }) => r.statusCode)).toEqual([200, 200, 200])
    // Users take turns: the other user's render and upload, which came last, are not served last. (Not its
    // tailor: its sign-in and credit charge hit the database before it asks for a turn, so on a loaded
    // machine it can join the queue after the flood is served.)
    const otherQueuedAt = Math.max(otherDone[1]!.at, otherDone[2]!.at)
    const floodServedAt = floodDone.filter(({ r }) => r.statusCode === 200).map(({ at }) => at)
    expect(otherQueuedAt).toBeLessThan(Math.max(...floodServedAt))
    const floodReplies = floodDone.map(({ r }) => r)
    for (const reply of floodReplies.filter((r) => r.statusCode !== 200))
      expectClearRefusal(reply, [400, 413, 429])
    expect(floodReplies.filter((r) => r.statusCode === 429).length).toBeGreaterThan(0)
  })

  it('/healthz answers in under 200 ms at the 99th percentile during a burst of 100 tailor requests', async () => {
    const { tailor } = client(t)
    const users = await Promise.all(Array.from({ length: 10 }, () => t.signUp({ exempt: true })))
    const latencies: number[] = []
    let bursting = true
    const probe = (async () => {
      while (bursting) {
        const started = performance.now()
        expect((await t.app.inject('/healthz')).statusCode).toBe(200)
        latencies.push(performance.now() - started)
        await new Promise((resolve) => setImmediate(resolve))
      }
    })()
    const replies = await Promise.all(users.flatMap((user) => Array.from({ length: 10 }, () => tailor(user))))
    bursting = false
    await probe
    expect(replies.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(90)
    for (const reply of replies.filter((r) => r.statusCode !== 200)) expectClearRefusal(reply, [503])
    latencies.sort((a, b) => a - b)
    const p99 = latencies[Math.ceil(latencies.length * 0.99) - 1]!
    console.info(`healthz during the burst: ${latencies.length} probes, p99 ${p99.toFixed(1)} ms`)
    expect(latencies.length).toBeGreaterThanOrEqual(20)
    expect(p99).toBeLessThan(200)
  }, 120_000)
})

describe('work that runs out of time', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite', { WORKER_TASK_TIMEOUT_MS: '10' })
  })
  afterAll(() => t.close())

  it('answers a render over its time limit with 503 and Retry-After, never 500', async () => {
    const user = await t.signUp()
    const parsed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/parse/',
      headers: user.auth,
      payload: { resume_text: BACKEND_RESUME_TEXT },
    })
    const reply = await client(t).render(user, parsed.json().resume_data)
    expect(reply.statusCode).toBe(503)
    expectClearRefusal(reply, [503])
  })
})
