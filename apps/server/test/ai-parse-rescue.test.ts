import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UNREAD_EXPERIENCE_TEXT as TEXT } from '../../../packages/engine/eval/unread-experience-resume.ts'
import { BACKEND_RESUME_FULL_TEXT, BACKEND_JOB as JOB } from './fixtures/backend-resume-text.ts'
import { createTestApp, type TestApp } from './harness.ts'
import { type LlmTestServer, startLlmTestServer } from './llm-test-server.ts'
import { featureOf, goodModel, hallucinatingModel } from './model-replies.ts'

const TIMEOUT_MS = 1500

describe.each([
  ['without /v1', ''],
  ['with /v1', '/v1'],
])('the parsing rescue at a base URL %s', (_, suffix) => {
  let server: LlmTestServer
  let t: TestApp
  beforeAll(async () => {
    server = await startLlmTestServer()
    t = await createTestApp('pglite', {
      LLM_BASE_URL: `${server.url}${suffix}`,
      LLM_MODEL: 'test-model',
      LLM_TIMEOUT_MS: String(TIMEOUT_MS),
    })
    // Warm the worker threads, so the time limits below measure the model's wait and not a cold start.
    server.script(() => ({ status: 500, message: 'warming up' }))
    await parse(TEXT)
  }, 180_000)
  afterAll(async () => {
    await t?.close()
    await server?.close()
  })

  // A new user each time: the same text again is the stored resume, read once.
  const parse = async (resume_text: string) => {
    const { auth } = await t.signUp({ exempt: true })
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/parse/',
      headers: auth,
      payload: { resume_text },
    })
  }

  it('fills the sections the reader missed, says which, and sends no contact details', async () => {
    server.script(goodModel)
    const reply = await parse(TEXT)
    expect(reply.statusCode).toBe(200)
    const body = reply.json()
    expect(body.ai).toEqual({
      model: 'test-model',
      used: ['parse'],
      notes: [],
      fields: ['work_experience[0]', 'work_experience[1]', 'professional_summary'],
    })
    expect(body.resume_data.work_experience.map((r: { company: string }) => r.company)).toEqual([
      'Acme Corp',
      'Initech',
    ])
    // The reader's own values stay; its misplaced summary is gone, and so is the warning the model answered.
    expect(body.resume_data.personal_information.email).toBe('dana.whitfield@example.com')
    expect(body.resume_data.professional_summary).toBe('')
    expect(body.warnings).not.toContain('No work experience found.')
    expect(server.requests.map(featureOf)).toEqual(['parse'])
    expect(server.requests[0]!.body.response_format?.json_schema?.name).toBe('resume')
    expect(JSON.stringify(server.requests)).not.toMatch(/dana\.whitfield@example\.com|987-6543/)
    console.log(`tokens per parse rescue: ${JSON.stringify(server.usage[0])}`)
  })

  it('drops every invented e-mail, employer, date, skill and role', async () => {
    server.script(hallucinatingModel)
    const body = (await parse(TEXT)).json()
    expect(body.ai.used).toEqual(['parse'])
    expect(body.ai.notes).toEqual([
      "Reading your resume: 8 of the model's values are not in your file and were not used.",
    ])
    expect(JSON.stringify(body.resume_data)).not.toMatch(
      /whitfield\.dev|Google|2012|Stripe|Staff|40 engineers|Kubernetes/,
    )
    expect(body.resume_data.work_experience).toHaveLength(2)
  })

  it.each([
    ['malformed', { content: '{"work_experience": [oops' }, 'the model’s reply was not usable'],
    ['failing', { status: 500, message: 'upstream exploded' }, 'the model’s server answered 500'],
    ['slow', { delayMs: 5000, reply: { content: '{}' } }, `the model did not answer within ${TIMEOUT_MS} ms`],
  ] as const)(
    'keeps the reader’s parse when the model is %s, within the time limit + 1 s',
    async (_, scripted, reason) => {
      server.script(() => scripted)
      const started = performance.now()
      const reply = await parse(TEXT)
      expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + 1000)
      expect(reply.statusCode).toBe(200)
      expect(reply.json().ai).toEqual({
        model: 'test-model',
        used: [],
        notes: [`Reading your resume: ${reason}; the offline reader's result is shown.`],
      })
      expect(reply.json().resume_data.work_experience).toEqual([])
      expect(reply.json().warnings).toContain('No work experience found.')
    },
  )

  it('does not call the model for a resume the reader read whole', async () => {
    server.script(goodModel)
    const body = (await parse(BACKEND_RESUME_FULL_TEXT)).json()
    expect(server.requests).toEqual([])
    expect(body).not.toHaveProperty('ai')
  })

  it('tailors the rescued resume, and the analysis keeps which fields the model read', async () => {
    server.script(goodModel)
    const { auth } = await t.signUp({ exempt: true })
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/tailor/',
      headers: auth,
      payload: { resume_text: TEXT, job_description: JOB, tailoring_level: 50 },
    })
    expect(reply.statusCode).toBe(200)
    const body = reply.json()
    expect(server.requests.map(featureOf)).toEqual(['parse', 'job'])
    expect(body.ai.used).toContain('parse')
    expect(body.ai.fields).toContain('work_experience[0]')
    expect(body.resume_data.work_experience).toHaveLength(2)
    const record = await t.app.inject({
      method: 'GET',
      url: `/api/v1/resume/analyses/${body.tailored_resume_uuid}/`,
      headers: auth,
    })
    expect(record.json().ai).toEqual(body.ai)
  })
})
