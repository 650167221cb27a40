import { describe, expect, it } from 'vitest'
import { normalizeBaseUrl } from './normalize-base-url.ts'

describe('normalizeBaseUrl', () => {
  it('adds /v1 to a bare server address and keeps a path that is given', () => {
    expect(normalizeBaseUrl('http://127.0.0.1:11434')).toBe('http://127.0.0.1:11434/v1')
    expect(normalizeBaseUrl('http://127.0.0.1:11434/')).toBe('http://127.0.0.1:11434/v1')
    expect(normalizeBaseUrl('http://127.0.0.1:11434/v1/')).toBe('http://127.0.0.1:11434/v1')
    expect(normalizeBaseUrl('https://openrouter.ai/api/v1')).toBe('https://openrouter.ai/api/v1')
    expect(normalizeBaseUrl('https://api.groq.com/openai/v1')).toBe('https://api.groq.com/openai/v1')
  })

  it('drops a pasted /chat/completions', () => {
    expect(normalizeBaseUrl('http://localhost:8080/v1/chat/completions')).toBe('http://localhost:8080/v1')
    expect(normalizeBaseUrl('http://localhost:8080/chat/completions')).toBe('http://localhost:8080/v1')
  })
})
