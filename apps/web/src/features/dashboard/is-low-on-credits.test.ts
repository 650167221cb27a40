import { describe, expect, it } from 'vitest'
import { isLowOnCredits } from './is-low-on-credits.ts'

describe('isLowOnCredits', () => {
  it('is true below 5 credits for a user who is not exempt', () => {
    expect(isLowOnCredits(0, false)).toBe(true)
    expect(isLowOnCredits(4, false)).toBe(true)
  })

  it('is false from 5 credits, for exempt users, and while the balance is unknown', () => {
    expect(isLowOnCredits(5, false)).toBe(false)
    expect(isLowOnCredits(2, true)).toBe(false)
    expect(isLowOnCredits(null, false)).toBe(false)
  })
})
