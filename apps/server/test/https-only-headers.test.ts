import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './harness.ts'

// Served over plain HTTP on a LAN address, the app must not tell the browser to switch to https.
describe('HSTS and upgrade-insecure-requests', () => {
  let t: TestApp
  const dist = mkdtempSync(join(tmpdir(), 'tailor-web-'))
  beforeAll(async () => {
    mkdirSync(join(dist, 'static'))
    writeFileSync(join(dist, 'index.html'), '<!doctype html><script src="/static/app.js"></script>')
    writeFileSync(join(dist, 'static', 'app.js'), 'console.log(1)')
    t = await createTestApp('pglite', { WEB_DIST: dist, TRUST_PROXY: 'loopback' })
  })
  afterAll(async () => {
    await t.close()
    rmSync(dist, { recursive: true, force: true })
  })

  const lan = { host: '192.0.2.2:3000' }

  it('sends neither over plain HTTP, and serves the app and its scripts from a LAN address', async () => {
    for (const url of ['/', '/analysis', '/static/app.js', '/api/v1/config/']) {
      const reply = await t.app.inject({ url, headers: lan })
      expect(reply.statusCode, url).toBe(200)
      expect(reply.headers['strict-transport-security'], url).toBeUndefined()
      expect(reply.headers['content-security-policy'], url).not.toContain('upgrade-insecure-requests')
      expect(reply.headers['content-security-policy'], url).toContain("script-src 'self'")
    }
  })

  it('sends both when the request came over HTTPS through a trusted proxy', async () => {
    const reply = await t.app.inject({ url: '/', headers: { ...lan, 'x-forwarded-proto': 'https' } })
    expect(reply.headers['strict-transport-security']).toMatch(/max-age=\d+/)
    expect(reply.headers['content-security-policy']).toContain('upgrade-insecure-requests')
  })
})
