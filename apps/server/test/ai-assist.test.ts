import { findInvariantViolations, parseResume } from '@tailor/engine'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BACKEND_JOB as JOB,
  BACKEND_RESUME_FULL_TEXT as RESUME_TEXT,
} from './fixtures/backend-resume-text.ts'
import { createTestApp, type TestApp } from './harness.ts'
import { type LlmTestServer, startLlmTestServer } from './llm-test-server.ts'
import { featureOf, goodModel, hallucinatingModel } from './model-replies.ts'

const TIMEOUT_MS = 1500
const LETTER = {
  job_title: 'Senior Backend Engineer',
  company_name: 'Stripe',
  job_description: JOB,
  tone: 'professional',
  length: 'short',
  template: 'modern',
}

const sent = (server: LlmTestServer) => server.requests.map(featureOf)
const tokensOf = (server: LlmTestServer) =>
  server.usage.reduce(
    (sum, u) => ({ prompt: sum.prompt + u.prompt, completion: sum.completion + u.completion }),
    {
      prompt: 0,
      completion: 0,
    },
  )

describe.each([
  ['without /v1', ''],
  ['with /v1', '/v1'],
])('an OpenAI-compatible model at a base URL %s, behind the honesty checks', (_, suffix) => {
  let server: LlmTestServer
  let t: TestApp
  let auth: Record<string, string>
  let resumeId: string
  const original = parseResume(RESUME_TEXT).resume_data
  beforeAll(async () => {
    server = await startLlmTestServer()
    t = await createTestApp('pglite', {
      LLM_BASE_URL: `${server.url}${suffix}`,
      LLM_MODEL: 'test-model',
      LLM_API_KEY: 'sk-test',
      LLM_TIMEOUT_MS: String(TIMEOUT_MS),
    })
    auth = (await t.signUp({ exempt: true })).auth
    const parsed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/parse/',
      headers: auth,
      payload: { resume_text: RESUME_TEXT },
    })
    resumeId = parsed.json().id
    // Warm the worker threads, so the time limits below measure the model's wait and not a cold start.
    server.script(() => ({ status: 500, message: 'warming up' }))
    await tailor()
    await letter()
    // Two apps with worker threads start on a shared, busy machine: their start-up gets more than the default.
  }, 180_000)
  afterAll(async () => {
    await t?.close()
    await server?.close()
  })

  const tailor = (level = 90) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/tailor/',
      headers: auth,
      payload: {
        resume_text: RESUME_TEXT,
        job_description: JOB,
        tailoring_level: level,
        tailoring_mode: 'report',
      },
    })
  const letter = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/cover-letters/generate/',
      headers: auth,
      payload: { ...LETTER, resume_id: resumeId },
    })

  it('uses good wording, says so, and speaks the real protocol with structured output', async () => {
    server.script(goodModel)
    const reply = await tailor()
    expect(reply.statusCode).toBe(200)
    const body = reply.json()
    expect(body.ai).toEqual({
      model: 'test-model',
      used: ['rewrite'],
      notes: ['Job reading: the model found nothing in the posting the engine had missed.'],
    })
    const used = body.changes.filter((c: { reason: string }) => c.reason.startsWith('AI rewording'))
    expect(used.map((c: { path: string }) => c.path)).toEqual([
      'professional_summary',
      'work_experience[0].achievements[0]',
      'work_experience[0].achievements[1]',
    ])
    expect(body.resume_data.work_experience[0].achievements[1]).toBe(
      'Built Kafka consumers processing 2M events per day alongside the rest of the team',
    )
    expect(findInvariantViolations(original, body.resume_data)).toEqual([])
    expect(server.requests.map((r) => r.path)).toEqual(['/v1/chat/completions', '/v1/chat/completions'])
    expect(server.requests.map((r) => r.authorization)).toEqual(['Bearer sk-test', 'Bearer sk-test'])
    expect(server.requests.map((r) => r.body.response_format?.json_schema?.name)).toEqual([
      'job_reading',
      'rewordings',
    ])
    expect(server.requests.every((r) => r.body.model === 'test-model')).toBe(true)
    // Contact details never leave the server.
    expect(JSON.stringify(server.requests)).not.toMatch(/maria\.lopez@example\.com|555/)
    console.log(`tokens per analysis: ${JSON.stringify(tokensOf(server))}`)
  })

  it('rejects every hallucinated rewording and job claim, and the change log says why', async () => {
    server.script(hallucinatingModel)
    const body = (await tailor()).json()
    expect(body.ai).toEqual({
      model: 'test-model',
      used: [],
      notes: [
        'Job reading: the model found nothing in the posting the engine had missed.',
        "Rewording: 3 of the model's suggestions named something your resume does not show and were not used (see the changes).",
      ],
    })
    const rejected = body.changes.filter((c: { reason: string }) =>
      c.reason.startsWith('AI suggestion not used'),
    )
    expect(rejected.map((c: { reason: string }) => c.reason)).toEqual([
      "AI suggestion not used: it named 'Terraform', which your resume does not show",
      "AI suggestion not used: it named 'Terraform', which your resume does not show",
      "AI suggestion not used: it named 'Terraform', which your resume does not show",
    ])
    expect(body.job_analysis.company).toBe('Stripe')
    expect(JSON.stringify(body.job_analysis)).not.toMatch(/Rust|Snowflake|Google/)
    expect(JSON.stringify(body.resume_data)).not.toMatch(/Terraform|Google|40 teams/)
    expect(findInvariantViolations(original, body.resume_data)).toEqual([])
  })

  it('leaves the wording alone below high intensity', async () => {
    server.script(goodModel)
    const body = (await tailor(60)).json()
    expect(sent(server)).toEqual(['job'])
    expect(body.ai.used).toEqual([])
    console.log(`tokens per analysis at intensity 60: ${JSON.stringify(tokensOf(server))}`)
  })

  it.each([
    [
      'malformed',
      { content: 'Sure! Here are the rewordings: {rewordings: [oops' },
      'the model’s reply was not usable',
    ],
    ['refusing', { refusal: 'I can’t help with that.' }, 'the model declined'],
    ['failing', { status: 500, message: 'upstream exploded' }, 'the model’s server answered 500'],
    ['rate-limited', { status: 429, message: 'slow down' }, 'the model’s server is rate limiting requests'],
    ['slow', { delayMs: 5000, reply: { content: '{}' } }, `the model did not answer within ${TIMEOUT_MS} ms`],
  ] as const)(
    'falls back to the offline engine when the model is %s, within the time limit + 1 s',
    async (_, scripted, reason) => {
      server.script(() => scripted)
      const started = performance.now()
      const reply = await tailor()
      const elapsed = performance.now() - started
      expect(reply.statusCode).toBe(200)
      expect(elapsed).toBeLessThan(TIMEOUT_MS + 1000)
      // A slow model uses up the request's one time limit: the rewording call then gives up at once.
      const notes = [
        `Job reading: ${reason}; the offline engine read the posting.`,
        `Rewording: ${reason}; the offline engine's wording was kept.`,
      ]
      expect(reply.json().ai).toEqual({ model: 'test-model', used: [], notes })
      expect(reply.json().changes.some((c: { reason: string }) => c.reason.startsWith('AI'))).toBe(false)

      const letterStarted = performance.now()
      const written = await letter()
      expect(written.statusCode).toBe(200)
      expect(performance.now() - letterStarted).toBeLessThan(TIMEOUT_MS + 1000)
      expect(written.json().ai).toEqual({
        model: 'test-model',
        used: [],
        notes: [`Letter: ${reason}; the offline engine wrote it.`],
      })
    },
  )

  it('writes the letter from the fact sheet when the model is honest', async () => {
    server.script(goodModel)
    const reply = await letter()
    expect(reply.statusCode).toBe(200)
    const body = reply.json()
    expect(body.ai).toEqual({ model: 'test-model', used: ['letter'], notes: [] })
    expect(body.cover_letter_content).toMatch(
      /^Dear Hiring Manager,\n\nI am writing to apply for the Senior Backend Engineer role at Stripe\./,
    )
    expect(body.cover_letter_content).toMatch(/Maria Lopez$/)
    expect(body.generation_details.word_count).toBeGreaterThanOrEqual(250)
    expect(body.generation_details.word_count).toBeLessThanOrEqual(300)
    const sheet = JSON.parse(server.requests[0]!.body.messages[1]!.content)
    expect(Object.keys(sheet.facts)).toContain('achievements')
    expect(JSON.stringify(sheet)).not.toMatch(/maria\.lopez@example\.com|555/)
    console.log(`tokens per letter: ${JSON.stringify(tokensOf(server))}`)
  })

  it('leaves out every unsupported sentence of a hallucinating letter', async () => {
    server.script(hallucinatingModel)
    const body = (await letter()).json()
    expect(body.ai).toEqual({
      model: 'test-model',
      used: ['letter'],
      notes: [
        "Letter: 2 of the model's sentences made a claim your resume does not support and were left out.",
      ],
    })
    expect(body.cover_letter_content).not.toMatch(/Google|Snowflake|Rust|40 engineers/)
  })
})

describe('a server without structured output', () => {
  let server: LlmTestServer
  let t: TestApp
  beforeAll(async () => {
    server = await startLlmTestServer({ structuredOutput: false })
    t = await createTestApp('pglite', {
      LLM_BASE_URL: server.url,
      LLM_MODEL: 'plain',
      LLM_FEATURES: 'rewrite',
    })
  }, 180_000)
  afterAll(async () => {
    await t?.close()
    await server?.close()
  })

  it('is asked again for plain JSON, and its fenced reply is read', async () => {
    server.script((request) => {
      const reply = goodModel(request) as { content: string }
      return { content: `Here you go:\n\`\`\`json\n${reply.content}\n\`\`\`` }
    })
    const { auth } = await t.signUp({ exempt: true })
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/tailor/',
      headers: auth,
      payload: { resume_text: RESUME_TEXT, job_description: JOB, tailoring_level: 95 },
    })
    expect(reply.statusCode).toBe(200)
    expect(reply.json().ai).toEqual({ model: 'plain', used: ['rewrite'], notes: [] })
    expect(server.requests.map((r) => r.body.response_format?.type ?? 'none')).toEqual([
      'json_schema',
      'none',
    ])
  })
})
