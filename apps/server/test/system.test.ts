import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './harness.ts'

describe('system endpoints', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite', { PAYMENTS_ENABLED: 'false', SUPPORT_EMAIL: 'help@example.com' })
  })
  afterAll(() => t.close())

  it('reports liveness and readiness', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' })
    expect((await t.app.inject('/readyz')).json()).toEqual({ status: 'ready' })
  })

  it('is not ready while the configured Redis cannot be reached', async () => {
    const down = await createTestApp('pglite', { REDIS_URL: 'redis://127.0.0.1:1' })
    try {
      const reply = await down.app.inject('/readyz')
      expect(reply.statusCode).toBe(503)
      expect(reply.json()).toEqual({ detail: 'Redis is not reachable.' })
      expect((await down.app.inject('/healthz')).statusCode).toBe(200)
    } finally {
      await down.close()
    }
  })

  it('publishes the web app settings with registration and payments off by default', async () => {
    const reply = await t.app.inject('/api/v1/config/')
    expect(reply.json()).toEqual({
      registration_enabled: false,
      payments_enabled: false,
      google_client_id: '',
      support_email: 'help@example.com',
      starter_credits: 5,
      max_upload_bytes: 10 * 1024 * 1024,
      ai_model: null,
    })
  })

  it('serves the OpenAPI document and the docs UI', async () => {
    const spec = (await t.app.inject('/api/docs/openapi.json')).json()
    expect(spec.openapi).toMatch(/^3\./)
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/user/token/',
        '/api/v1/credits/packages/',
        '/api/v1/transactions/verify/{reference}/',
      ]),
    )
    // File downloads are documented as binary, not as an untyped body.
    const download = spec.paths['/api/v1/cover-letters/{id}/download/'].get.responses['200']
    expect(JSON.stringify(download)).toContain('"format":"binary"')
    // Routes that take JSON or an upload document both shapes; the tailor route's three.
    const tailor = spec.paths['/api/v1/resume/tailor/'].post.requestBody.content
    expect(Object.keys(tailor).sort()).toEqual(['application/json', 'multipart/form-data'])
    expect(
      tailor['application/json'].schema.anyOf.map((shape: { required: string[] }) => shape.required),
    ).toEqual([['resume_text'], ['resume']])
    expect(tailor['multipart/form-data'].schema.properties.file).toMatchObject({
      type: 'string',
      format: 'binary',
    })
    expect(tailor['multipart/form-data'].schema.properties.tailoring_level.maximum).toBe(100)
    for (const path of ['/api/v1/cover-letters/generate/', '/api/v1/resume/parse/', '/api/v1/resume/import/'])
      expect(spec.paths[path].post.requestBody.content['multipart/form-data']).toBeDefined()
    expect((await t.app.inject('/api/docs')).statusCode).toBeLessThan(400)
  })

  it('answers unknown API routes with a JSON 404 and sets security headers', async () => {
    const reply = await t.app.inject('/api/v1/nope/')
    expect(reply.statusCode).toBe(404)
    expect(reply.json().detail).toMatch(/No route/)
    expect(reply.headers['x-content-type-options']).toBe('nosniff')
    expect(reply.headers['content-security-policy']).toContain("default-src 'self'")
  })
})

describe('the built web app', () => {
  let t: TestApp
  beforeAll(async () => {
    const dist = join(process.cwd(), 'node_modules', '.tmp-web-dist')
    mkdirSync(join(dist, 'static'), { recursive: true })
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>')
    writeFileSync(join(dist, 'static', 'app.abc123.js'), 'console.log(1)')
    t = await createTestApp('pglite', { WEB_DIST: dist })
  })
  afterAll(() => t.close())

  it('falls back to index.html for client routes but not for API paths or missing files', async () => {
    const page = await t.app.inject('/dashboard')
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<div id="root">')
    expect((await t.app.inject('/api/v1/missing/')).statusCode).toBe(404)
    expect((await t.app.inject('/static/missing.js')).statusCode).toBe(404)
  })

  it('caches hashed assets for good and index.html never', async () => {
    expect((await t.app.inject('/static/app.abc123.js')).headers['cache-control']).toContain('immutable')
    expect((await t.app.inject('/')).headers['cache-control']).toBe('no-cache')
  })
})
