import { describe, expect, it } from 'vitest'
import { escapeRegExp } from './escape-reg-exp.ts'

describe('escapeRegExp', () => {
  it('matches a name with special characters literally', () => {
    expect(new RegExp(escapeRegExp('C++ (ISO)')).test('write C++ (ISO) code')).toBe(true)
    expect(new RegExp(escapeRegExp('a.b')).test('axb')).toBe(false)
  })
})
