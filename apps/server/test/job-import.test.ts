import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { MAX_JOB_DESCRIPTION, postingAsJobDescription } from '@tailor/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analysesRepository } from '../src/modules/analyses/repository.ts'
import { creditsRepository } from '../src/modules/credits/repository.ts'
import { FORBIDDEN_ADDRESS } from '../src/modules/jobs/fetch-posting.ts'
import { CLOSED_SITE, NO_POSTING } from '../src/modules/jobs/service.ts'
import { forbidOutbound } from './forbid-outbound.ts'
import { createTestApp, databaseKinds, type TestApp } from './harness.ts'
import { jobPagesDir, startJobPagesServer } from './job-pages-server.ts'

// A tripwire: should the address guard ever break, these tests fail instead of dialling a private address.
afterAll(forbidOutbound())

type Expected = {
  title: string
  company: string
  location: string
  employment_type: string
  salary: string
  description: string[]
  absent?: string[]
}
const expected: Record<string, Expected> = JSON.parse(
  readFileSync(join(jobPagesDir, 'expected.json'), 'utf8'),
)
const ASHBY_JOB = '7d2c9e8b-1a3f-4b6c-9d0e-2f1a3b4c5d6e'

describe.each(databaseKinds)('job import on %s', (kind) => {
  let t: TestApp
  let pages: Awaited<ReturnType<typeof startJobPagesServer>>
  let auth: Record<string, string>

  beforeAll(async () => {
    pages = await startJobPagesServer()
    t = await createTestApp(kind, {
      FETCH_ALLOW_HOSTS: `127.0.0.1:${pages.port}`,
      JOB_IMPORT_RATE_LIMIT_PER_MINUTE: '100',
    })
    auth = (await t.signUp()).auth
  })
  afterAll(async () => {
    await t.close()
    await pages.close()
  })

  const importUrl = (url: string, headers = auth) =>
    t.app.inject({ method: 'POST', url: '/api/v1/jobs/import/', headers, payload: { url } })

  it.each(Object.entries(expected))(
    'reads %s: title, company, details and description',
    async (file, want) => {
      // The Ashby board lists several postings; the link names one, as jobs.ashbyhq.com/<org>/<id> does.
      const url = `${pages.origin}/pages/${file}${file === 'ashby.json' ? `/${ASHBY_JOB}` : ''}`
      const reply = await importUrl(url)
      expect(reply.statusCode, reply.body).toBe(200)
      const body = reply.json()
      expect(body).toMatchObject({
        title: want.title,
        company: want.company,
        location: want.location,
        employment_type: want.employment_type,
        salary: want.salary,
        source_url: url,
      })
      for (const text of want.description) expect(body.description).toContain(text)
      for (const text of want.absent ?? []) expect(body.description).not.toContain(text)
      expect(Date.parse(body.fetched_at)).toBeGreaterThan(Date.now() - 60_000)
    },
  )

  it('answers 422 with a plain reason for a page without a posting and for a missing page', async () => {
    const none = await importUrl(`${pages.origin}/pages/no-posting.html`)
    expect(none.statusCode).toBe(422)
    expect(none.json()).toEqual({ detail: NO_POSTING })
    const gone = await importUrl(`${pages.origin}/pages/taken-down.html`)
    expect(gone.statusCode).toBe(422)
    expect(gone.json().detail).toMatch(/not found/)
  })

  it('keeps a very long posting within what a tailor request accepts', async () => {
    const reply = await importUrl(`${pages.origin}/long-posting`)
    expect(reply.statusCode, reply.body).toBe(200)
    const body = reply.json()
    expect(body.description.length).toBeLessThanOrEqual(MAX_JOB_DESCRIPTION)
    expect(postingAsJobDescription(body).length).toBeLessThanOrEqual(MAX_JOB_DESCRIPTION)
    expect(body.description).toMatch(/(engineers|build)\.$/)
  })

  it('refuses LinkedIn and Indeed without fetching them', async () => {
    for (const url of [
      'https://www.linkedin.com/jobs/view/4012345',
      'https://www.indeed.com/viewjob?jk=abc',
    ]) {
      const reply = await importUrl(url)
      expect(reply.statusCode).toBe(422)
      expect(reply.json()).toEqual({ detail: CLOSED_SITE })
    }
  })

  it.each([
    'http://127.0.0.1:9/',
    'http://localhost:9/',
    'http://10.0.0.5/',
    'http://172.16.0.1/',
    'http://192.168.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://2130706433/',
    'http://0177.0.0.1/',
  ])('refuses %s with 400', async (url) => {
    const reply = await importUrl(url)
    expect(reply.statusCode).toBe(400)
    expect(reply.json()).toEqual({ detail: FORBIDDEN_ADDRESS })
  })

  it('re-checks a redirect from the allowed fixture server to another local port', async () => {
    const reply = await importUrl(`${pages.origin}/redirect?to=${encodeURIComponent('http://127.0.0.1:9/')}`)
    expect(reply.statusCode).toBe(400)
    expect(reply.json()).toEqual({ detail: FORBIDDEN_ADDRESS })
  })

  const RESUME_TEXT = `Maria Lopez
maria.lopez@example.com | Austin, TX

Experience
Site Reliability Engineer
Fintrust Inc | Jan 2021 – Present
- Ran Kubernetes clusters on AWS with Terraform and Prometheus

Skills
Python, Go, Linux, Kubernetes, Terraform, AWS`

  it('tailors against a linked posting: imports it first and stores its text with the analysis', async () => {
    const user = await t.signUp({ credits: 1 })
    const url = `${pages.origin}/pages/careers-page.html`
    const reply = await t.tailor(user.auth, { resume_text: RESUME_TEXT, job_url: url })
    expect(reply.statusCode, reply.body).toBe(200)
    expect(reply.json().match_scores.kind).not.toBe('ats')
    const stored = await analysesRepository.findOwn(t.db, user.user.id, reply.json().tailored_resume_uuid)
    expect(stored).toMatchObject({
      jobUrl: url,
      jobTitle: 'Site Reliability Engineer',
      companyName: 'Tailspin Toys',
    })
    expect(stored?.jobDescription).toMatch(/^Site Reliability Engineer\nCompany: Tailspin Toys\n/)
    expect(stored?.jobDescription).toContain('- Run and improve our AWS infrastructure with Terraform')
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/resume/list/', headers: user.auth })
    expect(list.json().results[0].extracted_company_name).toBe('Tailspin Toys')
  })

  it('takes no credit when the linked posting cannot be read', async () => {
    const user = await t.signUp({ credits: 1 })
    const reply = await t.tailor(user.auth, {
      resume_text: RESUME_TEXT,
      job_url: `${pages.origin}/pages/no-posting.html`,
    })
    expect(reply.statusCode).toBe(422)
    expect(reply.json()).toEqual({ detail: NO_POSTING })
    expect(await creditsRepository.findBalance(t.db, user.user.id)).toBe(1)
  })

  it('validates the link and needs a signed-in user', async () => {
    expect((await importUrl('ftp://example.com/job')).statusCode).toBe(400)
    expect((await importUrl('')).json().detail).toMatch(/Please provide a job link/)
    expect((await importUrl(`${pages.origin}/pages/greenhouse.json`, {})).statusCode).toBe(401)
  })
})

describe('job import rate limit', () => {
  it('allows JOB_IMPORT_RATE_LIMIT_PER_MINUTE imports per user, then answers 429', async () => {
    const t = await createTestApp('pglite', { JOB_IMPORT_RATE_LIMIT_PER_MINUTE: '2' })
    try {
      const [a, b] = [(await t.signUp()).auth, (await t.signUp()).auth]
      const call = (headers: Record<string, string>) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/jobs/import/',
          headers,
          payload: { url: 'https://www.linkedin.com/jobs/view/1' },
        })
      expect((await call(a)).statusCode).toBe(422)
      expect((await call(a)).statusCode).toBe(422)
      const limited = await call(a)
      expect(limited.statusCode).toBe(429)
      expect(limited.json().detail).toMatch(/wait a minute/)
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60)
      expect((await call(b)).statusCode).toBe(422)
    } finally {
      await t.close()
    }
  })
})
