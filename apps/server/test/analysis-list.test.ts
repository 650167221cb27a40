import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BACKEND_RESUME_TEXT as RESUME_TEXT } from './fixtures/backend-resume-text.ts'
import { createTestApp, databaseKinds, type TestApp } from './harness.ts'

const JOB = `Senior Backend Engineer
Stripe is hiring a Senior Backend Engineer.
Requirements: Python, PostgreSQL, Kafka.`

describe.each(databaseKinds)('the analysis list on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers })

  it('sends a summary of each analysis that agrees with its full record', async () => {
    const user = await t.signUp({ credits: 2 })
    for (const job_description of [JOB, '']) {
      const reply = await t.tailor(user.auth, {
        resume_text: RESUME_TEXT,
        job_description,
        template: 'classic',
        tailoring_level: 70,
      })
      expect(reply.statusCode, reply.body).toBe(200)
    }
    const list = await get('/api/v1/resume/list/?page=1&page_size=15', user.auth)
    expect(list.statusCode).toBe(200)
    const [withoutJob, withJob] = list.json().results
    expect(withJob).not.toHaveProperty('changes')
    expect(withJob).not.toHaveProperty('report')
    const record = (await get(`/api/v1/resume/analyses/${withJob.uuid}/`, user.auth)).json()
    expect(withJob).toEqual({
      uuid: record.uuid,
      applicant_name: 'Maria Lopez',
      tailored_resume_data: {
        resume_data: { personal_information: { name: 'Maria Lopez' } },
        highlights: { tailoring_level: 70 },
        match_scores: { overall: record.tailored_resume_data.match_scores.overall },
        job_analysis: { job_title: 'Senior Backend Engineer', company: 'Stripe' },
        professional_title: record.tailored_resume_data.professional_title,
      },
      extracted_job_title: 'Senior Backend Engineer',
      extracted_company_name: 'Stripe',
      created_at: record.created_at,
      overall_match_score: record.overall_match_score,
      skills_match_score: record.skills_match_score,
      download_url: `/api/v1/resume/analyses/${withJob.uuid}/download/`,
      ai: null,
    })
    expect(withoutJob.tailored_resume_data.job_analysis).toBeNull()
    expect(withoutJob.extracted_company_name).toBe('')
  })

  it('keeps a page of 15 analyses under 10 kB', async () => {
    const user = await t.signUp({ credits: 15 })
    for (let i = 0; i < 15; i++) {
      await t.tailor(user.auth, { resume_text: RESUME_TEXT, job_description: JOB })
    }
    const list = await get('/api/v1/resume/list/?page=1&page_size=15', user.auth)
    expect(list.json().results).toHaveLength(15)
    expect(list.rawPayload.byteLength).toBeLessThan(10_000)
  })
})
