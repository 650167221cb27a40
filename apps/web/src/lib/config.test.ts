import { describe, expect, it } from 'vitest'
import { type ClientConfig, mergeConfig } from './config.ts'

const build: ClientConfig = {
  apiBaseUrl: '',
  googleClientId: 'build-id',
  supportEmail: 'build@example.com',
  paymentsEnabled: false,
  registrationEnabled: false,
  starterCredits: null,
  maxUploadBytes: 10 * 1024 * 1024,
  aiModel: null,
}

describe('mergeConfig', () => {
  it('keeps the build settings until the server has answered', () => {
    expect(mergeConfig(build, undefined)).toBe(build)
  })

  it('lets the server switch flags and fill ids, but not blank them out', () => {
    const merged = mergeConfig(build, {
      registration_enabled: true,
      payments_enabled: false,
      google_client_id: '',
      support_email: 'help@example.com',
      starter_credits: 5,
      max_upload_bytes: 5 * 1024 * 1024,
    })
    expect(merged).toEqual({
      ...build,
      registrationEnabled: true,
      supportEmail: 'help@example.com',
      starterCredits: 5,
      maxUploadBytes: 5 * 1024 * 1024,
    })
  })

  it('takes the model name from the server, and none when it has no model', () => {
    expect(mergeConfig(build, { ai_model: 'llama3.1' }).aiModel).toBe('llama3.1')
    expect(mergeConfig(build, { ai_model: null }).aiModel).toBeNull()
  })
})
