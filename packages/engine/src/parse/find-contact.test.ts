import { describe, expect, it } from 'vitest'
import { findPhone } from './find-contact.ts'

describe('findPhone', () => {
  it('keeps a bracketed country code with a plus', () => {
    expect(findPhone('3248175240@email.com\t(+86) 19982000000')).toBe('(+86) 19982000000')
  })

  it('does not read the digits of an email address or a link as a phone', () => {
    expect(findPhone('3248175240@email.com')).toBeNull()
    expect(findPhone('https://example.com/u/123456789')).toBeNull()
  })
})
