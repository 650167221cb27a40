import { describe, expect, it } from 'vitest'
import { requireTokenReply } from './require-token-reply.ts'

describe('requireTokenReply', () => {
  it('accepts a reply with both tokens and fills a missing name and email with empty strings', () => {
    expect(requireTokenReply({ access: 'a', refresh: 'r' })).toEqual({
      access: 'a',
      refresh: 'r',
      name: '',
      email: '',
    })
  })

  it('rejects a reply without both tokens as "Invalid response from server"', () => {
    expect(() => requireTokenReply({ access: 'a' })).toThrow('Invalid response from server')
    expect(() => requireTokenReply({ access: '', refresh: 'r' })).toThrow('Invalid response from server')
    expect(() => requireTokenReply(null)).toThrow('Invalid response from server')
  })
})
