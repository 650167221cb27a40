import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api-error.ts'
import { needsSecondFactor } from './needs-second-factor.ts'

describe('needsSecondFactor', () => {
  it('is true only for a 401 whose body sets two_factor_required', () => {
    const body = { detail: 'Enter the code', two_factor_required: true }
    expect(needsSecondFactor(new ApiError(401, 'x', 'Enter the code', body))).toBe(true)
    expect(needsSecondFactor(new ApiError(401, 'x', 'No account', { detail: 'No account' }))).toBe(false)
    expect(needsSecondFactor(new ApiError(401, 'x', null, { two_factor_required: 'yes' }))).toBe(false)
    expect(needsSecondFactor(new ApiError(429, 'x', null, body))).toBe(false)
    expect(needsSecondFactor(new Error('x'))).toBe(false)
  })
})
