import { extractDocument } from '@tailor/engine'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { coverLetters } from '../src/db/schema.ts'
import { creditsRepository } from '../src/modules/credits/repository.ts'
import { INSUFFICIENT_CREDITS } from '../src/modules/credits/service.ts'
import { createTestApp, databaseKinds, type TestApp } from './harness.ts'
import { multipart } from './multipart.ts'

const RESUME_TEXT = `Priya Raman
priya.raman@example.com | +1 415 555 0134 | San Francisco, CA

Summary
Product designer with 7 years of experience in fintech and health apps.

Experience
Senior Product Designer
Lumen Health | 2020 – Present
- Redesigned the onboarding flow, raising activation by 18%
- Led a design system used by 5 product teams

Product Designer
Brightpay | 2017 – 2020
- Shipped the mobile checkout used by 2M customers

Skills
Figma, user research, prototyping, design systems, accessibility`

const letterRequest = (overrides: Record<string, unknown> = {}) => ({
  job_title: 'Lead Product Designer',
  company_name: 'Acme Health',
  job_description:
    'Acme Health is building patient-first care tools. We need a Lead Product Designer with Figma, design systems and user research experience. You will mentor designers and partner with engineering.',
  hiring_manager_name: 'Dana Lee',
  referral_source: '',
  additional_info: '',
  tone: 'professional',
  template: 'modern',
  length: 'medium',
  ...overrides,
})

describe.each(databaseKinds)('cover letters on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  const generate = (auth: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/cover-letters/generate/', headers: auth, payload })
  const history = (auth: Record<string, string>, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/v1/cover-letters/history/${query}`, headers: auth })

  async function userWithResume(credits: number) {
    const user = await t.signUp({ credits })
    const parsed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/parse/',
      headers: user.auth,
      payload: { resume_text: RESUME_TEXT },
    })
    return { ...user, resumeId: parsed.json().id as string }
  }

  it('writes a letter from a previous resume, in range, with analysis and credits, and stores it', async () => {
    const user = await userWithResume(3)
    const reply = await generate(user.auth, letterRequest({ resume_id: user.resumeId }))
    expect(reply.statusCode).toBe(200)
    const body = reply.json()
    expect(body.success).toBe(true)
    expect(body.cover_letter_content).toContain('Acme Health')
    expect(body.cover_letter_content).toContain('Priya Raman')
    expect(body.generation_details).toMatchObject({
      tone: 'professional',
      template: 'modern',
      status: 'COMPLETED',
    })
    // A thin resume (three bullets) and a three-sentence job: the letter never pads past the range's top and
    // never invents to reach its bottom (docs/cover-letters.md).
    expect(body.generation_details.word_count).toBeGreaterThanOrEqual(200)
    expect(body.generation_details.word_count).toBeLessThanOrEqual(450)
    expect(body.job_info).toEqual({
      title: 'Lead Product Designer',
      company: 'Acme Health',
      hiring_manager: 'Dana Lee',
    })
    expect(body.user_credits).toEqual({ credits_used: 1, balance: 2 })
    expect(body.analysis.score).toBeGreaterThan(0)
    expect(Object.keys(body.analysis.metrics).length).toBeGreaterThan(3)
    expect(Array.isArray(body.recommendations)).toBe(true)
    const list = (await history(user.auth)).json()
    expect(list.count).toBe(1)
    expect(list.results[0]).toMatchObject({
      id: body.id,
      job_title: 'Lead Product Designer',
      company_name: 'Acme Health',
      tone: 'professional',
    })
    expect(list.results[0].preview.length).toBeGreaterThan(20)
  })

  it('writes from an uploaded resume (multipart) and from the job alone', async () => {
    const user = await t.signUp({ credits: 2 })
    const fields = Object.fromEntries(
      Object.entries(letterRequest({ length: 'short' })).map(([k, v]) => [k, String(v)]),
    )
    const form = multipart(fields, {
      field: 'uploaded_resume',
      filename: 'cv.txt',
      bytes: new TextEncoder().encode(RESUME_TEXT),
    })
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cover-letters/generate/',
      ...form,
      headers: { ...form.headers, ...user.auth },
    })
    expect(uploaded.statusCode).toBe(200)
    expect(uploaded.json().cover_letter_content).toContain('Priya Raman')
    // Without a resume there is no record to tell: the letter is short whatever was asked, says so, and the
    // account holder signs it under their own letterhead.
    const jobOnly = await generate(user.auth, letterRequest({ length: 'long' }))
    expect(jobOnly.statusCode).toBe(200)
    const letter = jobOnly.json()
    expect(letter.cover_letter_content).not.toContain('Lumen Health')
    expect(letter.generation_details.length).toBe('short')
    expect(letter.generation_details.word_count).toBeGreaterThanOrEqual(250)
    expect(letter.generation_details.word_count).toBeLessThanOrEqual(300)
    expect(letter.recommendations[0]).toBe(
      'Without a resume the letter stays short, because it has no experience to tell. Choose a resume for a long letter.',
    )
    expect(letter.cover_letter_content.trimEnd().endsWith(`\n${user.user.name}`)).toBe(true)
    expect(letter.sender).toMatchObject({ name: user.user.name, email: user.email })
  })

  it.each([
    ['a missing job title', { job_title: '' }, 'Please provide a job title.'],
    ['a missing company', { company_name: ' ' }, 'Please provide a company name.'],
    ['a missing description', { job_description: '' }, 'Please provide a job description or requirements.'],
    ['an unknown tone', { tone: 'angry' }, 'tone'],
    [
      'an unknown previous resume',
      { resume_id: '00000000-0000-4000-8000-000000000000' },
      'Resume not found.',
    ],
  ])('refuses %s with a clear message and no debit', async (_label, overrides, message) => {
    const user = await t.signUp({ credits: 1 })
    const reply = await generate(user.auth, letterRequest(overrides))
    expect(reply.statusCode).toBeGreaterThanOrEqual(400)
    expect(reply.statusCode).toBeLessThan(500)
    expect(reply.json().detail.toLowerCase()).toContain(message.toLowerCase())
    expect(await creditsRepository.findBalance(t.db, user.user.id)).toBe(1)
  })

  it('answers 402 with no debit when there are no credits', async () => {
    const user = await t.signUp({ credits: 0 })
    const reply = await generate(user.auth, letterRequest())
    expect(reply.statusCode).toBe(402)
    expect(reply.json()).toEqual({ detail: INSUFFICIENT_CREDITS })
    expect(await creditsRepository.ledgerSum(t.db, user.user.id)).toBe(0)
  })

  it('refuses without a credit before reading or storing an uploaded resume', async () => {
    const user = await t.signUp({ credits: 0 })
    const form = multipart(letterRequest() as Record<string, string>, {
      field: 'uploaded_resume',
      filename: 'cv.txt',
      bytes: new TextEncoder().encode(RESUME_TEXT),
    })
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cover-letters/generate/',
      headers: { ...user.auth, ...form.headers },
      payload: form.payload,
    })
    expect(reply.statusCode).toBe(402)
    const latest = await t.app.inject({ method: 'GET', url: '/api/v1/resume/latest/', headers: user.auth })
    expect(latest.json().count).toBe(0)
  })

  describe('history', () => {
    let user: Awaited<ReturnType<TestApp['signUp']>>
    const names = [
      ['Zeta Corp', 'Analyst'],
      ['alpha labs', 'Designer'],
      ['Beta_Works', 'Engineer'],
      ['Gamma 100%', 'Manager'],
    ]
    beforeAll(async () => {
      user = await t.signUp({ credits: 10 })
      for (const [company, title] of names) {
        expect(
          (
            await generate(
              user.auth,
              letterRequest({ company_name: company, job_title: title, length: 'short' }),
            )
          ).statusCode,
        ).toBe(200)
      }
    })
    const ids = async (query: string) =>
      (await history(user.auth, query)).json().results.map((r: { company_name: string }) => r.company_name)

    it('pages with exact edges', async () => {
      const first = (await history(user.auth, '?page=1&page_size=3')).json()
      expect(first.count).toBe(4)
      expect(first.results).toHaveLength(3)
      expect((await history(user.auth, '?page=2&page_size=3')).json().results).toHaveLength(1)
      expect((await history(user.auth, '?page=3&page_size=3')).json().results).toHaveLength(0)
      expect((await history(user.auth, '?page=0')).statusCode).toBe(400)
      expect((await history(user.auth, '?page_size=101')).statusCode).toBe(400)
    })

    it('sorts by newest, oldest, company and job title', async () => {
      expect(await ids('?sort=newest')).toEqual(['Gamma 100%', 'Beta_Works', 'alpha labs', 'Zeta Corp'])
      expect(await ids('?sort=oldest')).toEqual(['Zeta Corp', 'alpha labs', 'Beta_Works', 'Gamma 100%'])
      expect(await ids('?sort=company')).toEqual(['alpha labs', 'Beta_Works', 'Gamma 100%', 'Zeta Corp'])
      expect(await ids('?sort=job_title')).toEqual(['Zeta Corp', 'alpha labs', 'Beta_Works', 'Gamma 100%'])
      expect((await history(user.auth, '?sort=random')).statusCode).toBe(400)
    })

    it('searches company and job title case-insensitively, with % and _ taken literally', async () => {
      expect(await ids('?search=ALPHA')).toEqual(['alpha labs'])
      expect(await ids('?search=engineer')).toEqual(['Beta_Works'])
      expect(await ids('?search=100%25')).toEqual(['Gamma 100%'])
      expect(await ids('?search=a_w')).toEqual(['Beta_Works'])
      expect(await ids('?search=nothing-like-this')).toEqual([])
    })

    it('filters this week, this month and last month at their date boundaries', async () => {
      const owner = await t.signUp({ credits: 6 })
      // Each letter sits exactly on, or one millisecond before, a period boundary.
      const instants = {
        'Week start': sql`date_trunc('week', now())`,
        'Before week': sql`date_trunc('week', now()) - interval '1 millisecond'`,
        'Month start': sql`date_trunc('month', now())`,
        'Before month': sql`date_trunc('month', now()) - interval '1 millisecond'`,
        'Last month start': sql`date_trunc('month', now()) - interval '1 month'`,
        'Before last month': sql`date_trunc('month', now()) - interval '1 month' - interval '1 millisecond'`,
      }
      for (const [company, instant] of Object.entries(instants)) {
        await generate(owner.auth, letterRequest({ company_name: company, length: 'short' }))
        await t.db.execute(
          sql`update ${coverLetters} set created_at = ${instant} where company_name = ${company} and user_id = ${owner.user.id}`,
        )
      }
      const companies = async (filter: string) =>
        (await history(owner.auth, `?filter=${filter}&page_size=10`))
          .json()
          .results.map((r: { company_name: string }) => r.company_name)
      const week = await companies('this_week')
      expect(week).toContain('Week start')
      expect(week).not.toContain('Before week')
      const month = await companies('this_month')
      expect(month).toContain('Month start')
      expect(month).not.toContain('Before month')
      const last = await companies('last_month')
      expect(last).toEqual(expect.arrayContaining(['Before month', 'Last month start']))
      expect(last).not.toContain('Month start')
      expect(last).not.toContain('Before last month')
      expect((await history(owner.auth, '?filter=yesterday')).statusCode).toBe(400)
    })
  })

  it('saves edits, re-rates them, and downloads the letter as PDF, Word and text named after the job', async () => {
    const user = await userWithResume(1)
    const { id, download_url } = (
      await generate(user.auth, letterRequest({ resume_id: user.resumeId }))
    ).json()
    const edited = 'Dear Dana Lee,\n\nI would love to lead design at Acme Health.\n\nSincerely,\nPriya Raman'
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/cover-letters/${id}/`,
      headers: user.auth,
      payload: { content: edited },
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({ content: edited, word_count: 15 })
    const reread = await t.app.inject({
      method: 'GET',
      url: `/api/v1/cover-letters/${id}/`,
      headers: user.auth,
    })
    expect(reread.json()).toMatchObject({ id, content: edited, word_count: 15 })

    // An edit may claim what the resume does not show: it is saved, and the claim is pointed out.
    const boastful = `${edited}\n\nAt Globex I grew revenue by 240%.`
    const flagged = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/cover-letters/${id}/`,
      headers: user.auth,
      payload: { content: boastful },
    })
    expect(flagged.statusCode).toBe(200)
    expect(flagged.json().content).toBe(boastful)
    expect(flagged.json().recommendations[0]).toMatch(/^Check this claim before sending: .*240%/)
    const pdf = await t.app.inject({ method: 'GET', url: download_url, headers: user.auth })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-disposition']).toBe(
      'attachment; filename="acme_health_lead_product_designer_cover_letter.pdf"',
    )
    // The same letter as a Word file the upload extractor reads back, and as its plain text.
    const word = await t.app.inject({ method: 'GET', url: `${download_url}?format=docx`, headers: user.auth })
    expect(word.statusCode).toBe(200)
    expect(word.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    )
    expect(word.headers['content-disposition']).toBe(
      'attachment; filename="acme_health_lead_product_designer_cover_letter.docx"',
    )
    const wordText = (await extractDocument(new Uint8Array(word.rawPayload))).lines
      .map((l) => l.text)
      .join(' ')
    expect(wordText).toContain('At Globex I grew revenue by 240%.')
    const text = await t.app.inject({ method: 'GET', url: `${download_url}?format=txt`, headers: user.auth })
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(text.body).toBe(`${boastful}\n`)
    const odd = await t.app.inject({ method: 'GET', url: `${download_url}?format=rtf`, headers: user.auth })
    expect(odd.statusCode).toBe(400)
    const empty = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/cover-letters/${id}/`,
      headers: user.auth,
      payload: { content: '  ' },
    })
    expect(empty.statusCode).toBe(400)
  })

  it('never shows, edits, downloads or deletes another user’s letter', async () => {
    const owner = await t.signUp({ credits: 1 })
    const stranger = await t.signUp()
    const { id, download_url } = (await generate(owner.auth, letterRequest())).json()
    expect((await history(stranger.auth)).json().count).toBe(0)
    expect(
      (await t.app.inject({ method: 'GET', url: download_url, headers: stranger.auth })).statusCode,
    ).toBe(404)
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/cover-letters/${id}/`, headers: stranger.auth }))
        .statusCode,
    ).toBe(404)
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/v1/cover-letters/${id}/`,
          headers: stranger.auth,
          payload: { content: 'x' },
        })
      ).statusCode,
    ).toBe(404)
    const foreignDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/cover-letters/${id}/delete/`,
      headers: stranger.auth,
    })
    expect(foreignDelete.statusCode).toBe(404)
    expect(foreignDelete.json()).toEqual({ detail: 'Cover letter not found.' })
    const ownDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/cover-letters/${id}/delete/`,
      headers: owner.auth,
    })
    expect(ownDelete.statusCode).toBe(204)
    expect((await history(owner.auth)).json().count).toBe(0)
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/cover-letters/${id}/delete/`,
          headers: owner.auth,
        })
      ).statusCode,
    ).toBe(404)
  })
})
