import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BACKEND_JOB as JOB,
  BACKEND_RESUME_FULL_TEXT as RESUME_TEXT,
} from './fixtures/backend-resume-text.ts'
import { createTestApp, databaseKinds, type TestApp } from './harness.ts'
import { type LlmTestServer, startLlmTestServer } from './llm-test-server.ts'
import { goodModel } from './model-replies.ts'

describe.each(databaseKinds)('an analysis made with the model, reopened on %s', (kind) => {
  let server: LlmTestServer
  let t: TestApp
  beforeAll(async () => {
    server = await startLlmTestServer()
    t = await createTestApp(kind, {
      LLM_BASE_URL: server.url,
      LLM_MODEL: 'test-model',
      LLM_TIMEOUT_MS: '20000',
    })
  }, 180_000)
  afterAll(async () => {
    await t?.close()
    await server?.close()
  })

  it('still says what the model did, in the record and the history', async () => {
    server.script(goodModel)
    const { auth } = await t.signUp({ credits: 1 })
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/tailor/',
      headers: auth,
      payload: { resume_text: RESUME_TEXT, job_description: JOB, tailoring_level: 90 },
    })
    expect(made.statusCode, made.body).toBe(200)
    const { ai, tailored_resume_uuid: id } = made.json()
    expect(ai, JSON.stringify(ai)).toMatchObject({ used: ['rewrite'] })

    const record = await t.app.inject({ method: 'GET', url: `/api/v1/resume/analyses/${id}/`, headers: auth })
    expect(record.json().ai).toEqual(ai)
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/resume/list/', headers: auth })
    expect(list.json().results[0].ai).toEqual({ model: 'test-model' })
  })
})

describe('an analysis made without a model', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite')
  })
  afterAll(() => t.close())

  it('has no ai in the record or the history', async () => {
    const { auth } = await t.signUp({ credits: 1 })
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/tailor/',
      headers: auth,
      payload: { resume_text: RESUME_TEXT, job_description: JOB },
    })
    expect(made.json()).not.toHaveProperty('ai')
    const id = made.json().tailored_resume_uuid
    const record = await t.app.inject({ method: 'GET', url: `/api/v1/resume/analyses/${id}/`, headers: auth })
    expect(record.json().ai).toBeNull()
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/resume/list/', headers: auth })
    expect(list.json().results[0].ai).toBeNull()
  })
})
