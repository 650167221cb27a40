import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { analysesRepository } from '../src/modules/analyses/repository.ts'
import { creditsRepository } from '../src/modules/credits/repository.ts'
import { INSUFFICIENT_CREDITS } from '../src/modules/credits/service.ts'
import {
  BACKEND_JOB as JOB,
  BACKEND_RESUME_FULL_TEXT as RESUME_TEXT,
} from './fixtures/backend-resume-text.ts'
import { createTestApp, databaseKinds, type TestApp } from './harness.ts'
import { multipart } from './multipart.ts'

const resumePdf = new Uint8Array(readFileSync(join(import.meta.dirname, 'fixtures', 'resume.pdf')))

describe.each(databaseKinds)('tailoring on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  const balanceOf = (userId: string) => creditsRepository.findBalance(t.db, userId)

  it('tailors pasted text (shape 1), takes one credit and stores the analysis', async () => {
    const user = await t.signUp({ credits: 3 })
    const reply = await t.tailor(user.auth, {
      resume_text: RESUME_TEXT,
      job_description: JOB,
      template: 'classic',
      tailoring_mode: 'report',
      tailoring_level: 60,
      export_option: 'download',
    })
    expect(reply.statusCode).toBe(200)
    const body = reply.json()
    expect(body.success).toBe(true)
    expect(body.resume_data.personal_information.name).toBe('Maria Lopez')
    expect(body.highlights).toMatchObject({ template: 'classic', tailoring_level: 60 })
    expect(body.match_scores.overall).toBeGreaterThan(0)
    expect(body.report.score_after).toBeGreaterThanOrEqual(body.report.score_before)
    expect(body.changes.length).toBeGreaterThan(0)
    expect(body.tailored_resume_url).toBe(`/api/v1/resume/analyses/${body.tailored_resume_uuid}/`)
    expect(body.download_url).toBe(`/api/v1/resume/analyses/${body.tailored_resume_uuid}/download/`)
    expect(await balanceOf(user.user.id)).toBe(2)
    const record = await t.app.inject({ method: 'GET', url: body.tailored_resume_url, headers: user.auth })
    expect(record.json()).toMatchObject({
      uuid: body.tailored_resume_uuid,
      applicant_name: 'Maria Lopez',
      overall_match_score: body.match_scores.overall,
      template: 'classic',
    })
  })

  it('tailors an uploaded file (shape 2) and a previous resume (shape 3) with defaults', async () => {
    const user = await t.signUp({ credits: 5 })
    const form = multipart(
      { job_description: JOB, tailoring_level: '' },
      { field: 'file', filename: 'cv.pdf', bytes: resumePdf },
    )
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/tailor/',
      ...form,
      headers: { ...form.headers, ...user.auth },
    })
    expect(uploaded.statusCode).toBe(200)
    expect(uploaded.json().highlights).toMatchObject({ template: 'modern', tailoring_level: 50 })
    expect(uploaded.json().report).toBeUndefined()

    const [previous] = (
      await t.app.inject({ method: 'GET', url: '/api/v1/resume/latest/', headers: user.auth })
    ).json().results
    const reply = await t.tailor(user.auth, {
      resume: { id: previous.id },
      jobDetails: { content: JOB, url: '' },
      template: 'minimal',
      tailoring: { mode: 'report', level: 80 },
      exportOption: 'download',
    })
    expect(reply.statusCode).toBe(200)
    expect(reply.json().highlights).toMatchObject({ template: 'minimal', tailoring_level: 80 })
    expect(reply.json().report).toBeDefined()
    expect(await balanceOf(user.user.id)).toBe(3)
  })

  it('rates the resume alone when there is no job description', async () => {
    const user = await t.signUp({ credits: 1 })
    const reply = await t.tailor(user.auth, { resume_text: RESUME_TEXT })
    expect(reply.statusCode).toBe(200)
    expect(reply.json().match_scores.kind).toBe('ats')
    expect(reply.json().job_analysis).toBeNull()
  })

  it.each([
    ['no resume', { job_description: JOB }, 'Please provide your resume text.'],
    ['blank resume text', { resume_text: '   ' }, 'Please provide your resume text.'],
    [
      'level 101',
      { resume_text: RESUME_TEXT, tailoring_level: 101 },
      'Tailoring level must be a number from 0 to 100.',
    ],
    [
      'level -1',
      { resume_text: RESUME_TEXT, tailoring_level: -1 },
      'Tailoring level must be a number from 0 to 100.',
    ],
    [
      'level "high"',
      { resume_text: RESUME_TEXT, tailoring_level: 'high' },
      'Tailoring level must be a number from 0 to 100.',
    ],
    [
      'an unknown mode',
      { resume_text: RESUME_TEXT, tailoring_mode: 'rewrite' },
      'Tailoring mode must be "tailoring" or "report".',
    ],
    [
      'an unknown export option',
      { resume_text: RESUME_TEXT, export_option: 'fax' },
      'Export option must be "download", "email" or "both".',
    ],
    [
      'an unknown template',
      { resume_text: RESUME_TEXT, template: 'fancy' },
      'Unknown template "fancy". Choose one of:',
    ],
    ['an unknown previous resume', { resume: { id: 'not-a-real-id' } }, 'Resume not found.'],
  ])('refuses %s with a clear message and no debit', async (_label, payload, message) => {
    const user = await t.signUp({ credits: 2 })
    const reply = await t.tailor(user.auth, payload)
    expect(reply.statusCode).toBeGreaterThanOrEqual(400)
    expect(reply.statusCode).toBeLessThan(500)
    expect(reply.json().detail).toContain(message)
    expect(await balanceOf(user.user.id)).toBe(2)
  })

  it('answers 402 without a credit and takes nothing; exempt users are never charged', async () => {
    const broke = await t.signUp({ credits: 0 })
    const reply = await t.tailor(broke.auth, { resume_text: RESUME_TEXT, job_description: JOB })
    expect(reply.statusCode).toBe(402)
    expect(reply.json()).toEqual({ detail: INSUFFICIENT_CREDITS })
    expect(await balanceOf(broke.user.id)).toBe(0)
    const exempt = await t.signUp({ credits: 0, exempt: true })
    expect((await t.tailor(exempt.auth, { resume_text: RESUME_TEXT, job_description: JOB })).statusCode).toBe(
      200,
    )
    expect(await balanceOf(exempt.user.id)).toBe(0)
  })

  it('gives the credit back when storing the analysis fails after the debit', async () => {
    const user = await t.signUp({ credits: 1 })
    const spy = vi.spyOn(analysesRepository, 'insert').mockRejectedValueOnce(new Error('disk full'))
    try {
      const reply = await t.tailor(user.auth, { resume_text: RESUME_TEXT, job_description: JOB })
      expect(reply.statusCode).toBe(500)
      expect(reply.json().detail).not.toContain('disk full')
    } finally {
      spy.mockRestore()
    }
    expect(await balanceOf(user.user.id)).toBe(1)
    expect(await creditsRepository.ledgerSum(t.db, user.user.id)).toBe(1)
  })

  it('lets exactly 10 of 15 parallel tailors through with 10 credits', async () => {
    const user = await t.signUp({ credits: 10 })
    const replies = await Promise.all(
      Array.from({ length: 15 }, () =>
        t.tailor(user.auth, { resume_text: RESUME_TEXT, job_description: JOB }),
      ),
    )
    const codes = replies.map((r) => r.statusCode).sort()
    expect(codes.filter((c) => c === 200)).toHaveLength(10)
    // The rest are refused for credit, or (beyond WORKER_QUEUE_PER_USER waiting tasks) as too many at once.
    expect(codes.filter((c) => c === 402 || c === 429)).toHaveLength(5)
    expect(await balanceOf(user.user.id)).toBe(0)
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/resume/list/?page=1&page_size=15',
      headers: user.auth,
    })
    expect(list.json().count).toBe(10)
  })

  it('refuses a text file renamed .pdf with a clear 400 and keeps the credit', async () => {
    const user = await t.signUp({ credits: 1 })
    const form = multipart(
      { job_description: JOB },
      { field: 'file', filename: 'cv.pdf', bytes: new TextEncoder().encode(RESUME_TEXT) },
    )
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/tailor/',
      headers: { ...user.auth, ...form.headers },
      payload: form.payload,
    })
    expect(reply.statusCode).toBe(400)
    expect(reply.json().detail).toMatch(/named \.pdf but isn't a PDF/)
    expect(await balanceOf(user.user.id)).toBe(1)
  })

  it('refuses requests without a credit before reading or storing their uploads', async () => {
    const user = await t.signUp({ credits: 1 })
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, i) => {
        const form = multipart(
          { job_description: JOB },
          {
            field: 'file',
            filename: `cv${i}.txt`,
            bytes: new TextEncoder().encode(`${RESUME_TEXT}\nDocker ${i}`),
          },
        )
        return t.app.inject({
          method: 'POST',
          url: '/api/v1/resume/tailor/',
          headers: { ...user.auth, ...form.headers },
          payload: form.payload,
        })
      }),
    )
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 402, 402, 402, 402, 402])
    const latest = await t.app.inject({ method: 'GET', url: '/api/v1/resume/latest/', headers: user.auth })
    expect(latest.json().count).toBe(1)
    expect(await balanceOf(user.user.id)).toBe(0)
    expect(await creditsRepository.ledgerSum(t.db, user.user.id)).toBe(0)
  })

  it('lists only the caller’s analyses, newest first, paged, and hides other users’ records', async () => {
    const owner = await t.signUp({ credits: 3 })
    const stranger = await t.signUp({ credits: 1 })
    const ids: string[] = []
    for (let i = 0; i < 3; i++) {
      ids.push(
        (await t.tailor(owner.auth, { resume_text: RESUME_TEXT, job_description: JOB })).json()
          .tailored_resume_uuid,
      )
    }
    const page1 = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/resume/list/?page=1&page_size=2',
        headers: owner.auth,
      })
    ).json()
    expect(page1.count).toBe(3)
    expect(page1.results.map((r: { uuid: string }) => r.uuid)).toEqual([ids[2], ids[1]])
    const page2 = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/resume/list/?page=2&page_size=2',
        headers: owner.auth,
      })
    ).json()
    expect(page2.results.map((r: { uuid: string }) => r.uuid)).toEqual([ids[0]])
    expect(Object.keys(page1.results[0]).sort()).toEqual(
      expect.arrayContaining([
        'applicant_name',
        'created_at',
        'download_url',
        'extracted_company_name',
        'extracted_job_title',
        'overall_match_score',
        'skills_match_score',
        'tailored_resume_data',
        'uuid',
      ]),
    )
    const strangers = (
      await t.app.inject({ method: 'GET', url: '/api/v1/resume/list/', headers: stranger.auth })
    ).json()
    expect(strangers.count).toBe(0)
    for (const url of [`/api/v1/resume/analyses/${ids[0]}/`, `/api/v1/resume/analyses/${ids[0]}/download/`]) {
      expect((await t.app.inject({ method: 'GET', url, headers: stranger.auth })).statusCode).toBe(404)
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401)
    }
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/resume/list/?page=0', headers: owner.auth })
    expect(bad.statusCode).toBe(400)
  })
})
