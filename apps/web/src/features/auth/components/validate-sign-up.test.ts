import { describe, expect, it } from 'vitest'
import { passwordMismatchMessage, passwordTooShortMessage, validateSignUp } from './validate-sign-up.ts'

describe('validateSignUp', () => {
  it('accepts a password of 8 characters confirmed exactly', () => {
    expect(validateSignUp('12345678', '12345678')).toEqual({})
  })

  it('flags a short password and a mismatched confirmation', () => {
    expect(validateSignUp('1234567', '7654321')).toEqual({
      password: passwordTooShortMessage,
      confirm: passwordMismatchMessage,
    })
  })
})
