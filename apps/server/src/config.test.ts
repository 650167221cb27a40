import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'

const dataDir = () => mkdtempSync(join(tmpdir(), 'tailor-config-'))

describe('loadConfig', () => {
  it('uses safe defaults: registration and payments off, PGlite in DATA_DIR, demo seeded in development', () => {
    const config = loadConfig({ DATA_DIR: dataDir() })
    expect(config.registrationEnabled).toBe(false)
    expect(config.paymentsEnabled).toBe(false)
    expect(config.databaseUrl).toBeUndefined()
    expect(config.port).toBe(3000)
    expect(config.seedDemo).toBe(true)
  })

  it('leaves the model off unless LLM_BASE_URL is set, and then needs LLM_MODEL and known features', () => {
    const dir = dataDir()
    expect(loadConfig({ DATA_DIR: dir }).llm).toBeNull()
    expect(
      loadConfig({ DATA_DIR: dir, LLM_BASE_URL: 'http://127.0.0.1:11434', LLM_MODEL: 'llama3.1' }).llm,
    ).toEqual({
      baseUrl: 'http://127.0.0.1:11434',
      apiKey: '',
      model: 'llama3.1',
      timeoutMs: 20_000,
      features: ['parse', 'job', 'rewrite', 'letter'],
      concurrency: 4,
    })
    expect(
      loadConfig({
        DATA_DIR: dir,
        LLM_BASE_URL: 'http://h:1/v1',
        LLM_MODEL: 'm',
        LLM_FEATURES: 'letter, rewrite, parse',
      }).llm?.features,
    ).toEqual(['letter', 'rewrite', 'parse'])
    expect(() => loadConfig({ DATA_DIR: dir, LLM_BASE_URL: 'http://h:1' })).toThrow(/LLM_MODEL is required/)
    expect(() =>
      loadConfig({ DATA_DIR: dir, LLM_BASE_URL: 'http://h:1', LLM_MODEL: 'm', LLM_FEATURES: 'poems' }),
    ).toThrow(/LLM_FEATURES: unknown feature\(s\) poems/)
    expect(() => loadConfig({ DATA_DIR: dir, LLM_BASE_URL: 'ollama', LLM_MODEL: 'm' })).toThrow(
      /LLM_BASE_URL/,
    )
  })

  it('trusts no proxy by default, and a hop count or a list of proxy addresses when told', () => {
    const dir = dataDir()
    expect(loadConfig({ DATA_DIR: dir }).trustProxy).toBe(false)
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '10.0.0.0/8, ::1, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
      'loopback',
    ])
    for (const bad of ['true', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1/8/1']) {
      expect(() => loadConfig({ DATA_DIR: dir, TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/)
    }
  })

  it('uses Redis only when REDIS_URL names one', () => {
    const dir = dataDir()
    expect(loadConfig({ DATA_DIR: dir }).redis).toBeNull()
    expect(loadConfig({ DATA_DIR: dir, REDIS_URL: 'redis://127.0.0.1:6379/2' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379/2',
      keyPrefix: 'tailor:',
    })
    expect(() => loadConfig({ DATA_DIR: dir, REDIS_URL: 'http://127.0.0.1' })).toThrow(/REDIS_URL/)
  })

  it('generates a development JWT secret once and reuses it', () => {
    const dir = dataDir()
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret
    expect(first.length).toBeGreaterThanOrEqual(32)
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first)
  })

  it('refuses to start in production without a JWT secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(
      /JWT_SECRET is required/,
    )
  })

  it('lists every invalid setting in one error', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'nope', REGISTRATION_ENABLED: 'maybe' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*REGISTRATION_ENABLED/,
    )
  })

  it('reads flags and CORS origins', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      REGISTRATION_ENABLED: 'true',
      PAYMENTS_ENABLED: '1',
      CORS_ORIGINS: 'https://a.example, https://b.example',
    })
    expect(config.registrationEnabled).toBe(true)
    expect(config.paymentsEnabled).toBe(true)
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example'])
  })

  it('reads FETCH_ALLOW_HOSTS as host:port pairs and refuses anything else', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), FETCH_ALLOW_HOSTS: '127.0.0.1:4010, Jobs.Intranet:443' })
    expect(config.jobImport.allowHosts).toEqual(['127.0.0.1:4010', 'jobs.intranet:443'])
    expect(loadConfig({ DATA_DIR: dataDir() }).jobImport.allowHosts).toEqual([])
    expect(() => loadConfig({ DATA_DIR: dataDir(), FETCH_ALLOW_HOSTS: '127.0.0.1' })).toThrow(
      /FETCH_ALLOW_HOSTS/,
    )
  })
})
