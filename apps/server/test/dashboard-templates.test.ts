import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, databaseKinds, type TestApp } from './harness.ts'

const RESUME = (name: string) => `${name}
${name.toLowerCase().replace(' ', '.')}@example.com | +1 555 0100 | Lisbon

Summary
Data analyst who turns messy data into decisions.

Experience
Data Analyst, Northwind — 2019 – Present
- Built Tableau dashboards used by 40 managers
- Automated weekly SQL reports, saving 6 hours a week

Skills
SQL, Python, Tableau, Communication`
const JOB =
  'Senior Data Analyst\nContoso is hiring a Senior Data Analyst.\nRequirements: SQL, Python, Tableau, teamwork.'

describe.each(databaseKinds)('dashboard templates in use on %s', (kind) => {
  let t: TestApp
  let user: Awaited<ReturnType<TestApp['signUp']>>
  beforeAll(async () => {
    t = await createTestApp(kind)
    user = await t.signUp({ credits: 9 })
  })
  afterAll(() => t.close())

  const get = (url: string, auth: Record<string, string> = user.auth) =>
    t.app.inject({ method: 'GET', url, headers: auth })
  const tailor = (payload: object) => t.tailor(user.auth, payload)

  it('answers a new account with zeros, null scores and no templates, and 401 without a token', async () => {
    const reply = (await get('/api/v1/dashboard/')).json()
    expect(reply).toMatchObject({
      credits: 9,
      is_credit_exempt: false,
      resumes_created: 0,
      ats_compatibility: null,
      downloads: 0,
      templates_used: 0,
      keyword_coverage: {
        technical_terms: null,
        action_verbs: null,
        industry_keywords: null,
        soft_skills: null,
      },
      formats: { pdf: 0, docx: 0, doc: 0, txt: 0 },
    })
    expect((await get('/api/v1/dashboard/templates/')).json()).toEqual({ count: 0, results: [] })
    expect((await get('/api/v1/dashboard/', {})).statusCode).toBe(401)
    expect((await get('/api/v1/dashboard/templates/', {})).statusCode).toBe(401)
  })

  it('counts analyses, text uploads, downloads and the templates in use, newest use first', async () => {
    const first = (await tailor({ resume_text: RESUME('Ana Lima'), job_description: JOB })).json()
    await tailor({ resume_text: RESUME('Ana Lima'), job_description: JOB, template: 'classic' })
    await tailor({ resume_text: RESUME('Rui Costa'), template: 'classic' })
    await get(first.download_url)

    const reply = (await get('/api/v1/dashboard/')).json()
    expect(reply).toMatchObject({
      credits: 6,
      resumes_created: 3,
      resumes_this_week: 3,
      downloads: 1,
      templates_used: 2,
      formats: { pdf: 0, docx: 0, doc: 0, txt: 2 },
    })
    expect(reply.ats_compatibility).toBeGreaterThan(0)
    expect(reply.keyword_coverage.technical_terms).toBeGreaterThan(0)

    const usage = (await get('/api/v1/dashboard/templates/')).json()
    expect(usage.count).toBe(2)
    expect(
      usage.results.map((r: { template: string; analyses: number }) => [r.template, r.analyses]),
    ).toEqual([
      ['classic', 2],
      ['modern', 1],
    ])
    expect(Date.parse(usage.results[0].last_used_at)).toBeGreaterThan(Date.now() - 60_000)
  })

  it('moves a template to the top when an analysis is re-rendered with it, and keeps users apart', async () => {
    const list = (await get('/api/v1/resume/list/?page=1&page_size=15')).json()
    const oldest = list.results.at(-1)
    const render = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/render/',
      headers: user.auth,
      payload: {
        resume_data: oldest.tailored_resume_data.resume_data,
        template: 'minimal',
        tailored_resume_uuid: oldest.uuid,
      },
    })
    expect(render.statusCode).toBe(200)
    const usage = (await get('/api/v1/dashboard/templates/')).json()
    expect(usage.results.map((r: { template: string }) => r.template)).toEqual(['minimal', 'classic'])

    const stranger = await t.signUp()
    expect((await get('/api/v1/dashboard/templates/', stranger.auth)).json().count).toBe(0)
  })
})
