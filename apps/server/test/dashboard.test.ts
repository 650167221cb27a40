import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, databaseKinds, type TestApp } from './harness.ts'

const RESUME = `Jamal Carter
jamal.carter@example.com | 555-201-3344

Experience
Registered Nurse
St. Mary Hospital | 2018 – Present
- Led triage for a 30-bed emergency department
- Responsible for medication administration and patient charting in Epic

Skills
Patient assessment, Epic, IV therapy, BLS, ACLS, communication`
const JOB = `Emergency Room Nurse
Mercy Health is hiring an ER nurse. Requirements: RN licence, BLS and ACLS, triage, IV therapy, Epic.
Strong communication and teamwork.`

describe.each(databaseKinds)('dashboard figures on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  const dashboard = (auth: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/v1/dashboard/', headers: auth })

  it('shows a new user zeros and no coverage instead of made-up numbers', async () => {
    const user = await t.signUp({ credits: 3 })
    expect((await dashboard(user.auth)).json()).toEqual({
      credits: 3,
      is_credit_exempt: false,
      resumes_created: 0,
      resumes_this_week: 0,
      average_match_score: null,
      ats_compatibility: null,
      downloads: 0,
      cover_letters: 0,
      cover_letters_this_week: 0,
      templates_used: 0,
      keyword_coverage: {
        technical_terms: null,
        action_verbs: null,
        industry_keywords: null,
        soft_skills: null,
      },
      formats: { pdf: 0, docx: 0, doc: 0, txt: 0 },
    })
  })

  it('counts analyses, templates, downloads, cover letters and formats from the user’s own records', async () => {
    const user = await t.signUp({ credits: 10 })
    const other = await t.signUp({ credits: 2 })
    const tailor = (auth: Record<string, string>, template: string) =>
      t.tailor(auth, { resume_text: RESUME, job_description: JOB, template })
    const first = (await tailor(user.auth, 'modern')).json()
    const second = (await tailor(user.auth, 'classic')).json()
    await tailor(other.auth, 'minimal')
    await t.app.inject({ method: 'GET', url: first.download_url, headers: user.auth })
    const letter = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cover-letters/generate/',
      headers: user.auth,
      payload: { job_title: 'ER Nurse', company_name: 'Mercy Health', job_description: JOB },
    })
    expect(letter.statusCode).toBe(200)
    const figures = (await dashboard(user.auth)).json()
    expect(figures).toMatchObject({
      credits: 7,
      resumes_created: 2,
      resumes_this_week: 2,
      downloads: 1,
      cover_letters: 1,
      cover_letters_this_week: 1,
      templates_used: 2,
      formats: { pdf: 0, docx: 0, doc: 0, txt: 1 },
    })
    expect(figures.average_match_score).toBe(
      Math.round((first.match_scores.overall + second.match_scores.overall) / 2),
    )
    expect(figures.ats_compatibility).toBeGreaterThan(0)
    expect(figures.keyword_coverage.action_verbs).toBeGreaterThan(0)
    expect(figures.keyword_coverage.technical_terms).not.toBeNull()
    expect((await dashboard(other.auth)).json()).toMatchObject({
      resumes_created: 1,
      cover_letters: 0,
      downloads: 0,
    })
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/dashboard/' })).statusCode).toBe(401)
  })
})
