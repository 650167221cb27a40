import { describe, expect, it } from 'vitest'
import { formatCents, planPrice } from './plan-price.ts'

describe('planPrice', () => {
  it('keeps the monthly price and has no yearly total when billed monthly', () => {
    expect(planPrice('19.00', 'monthly')).toEqual({ perMonthCents: 1900, annualTotalCents: null })
  })

  it('takes 20% off per month and bills twelve discounted months when billed annually', () => {
    expect(planPrice('19.00', 'annual')).toEqual({ perMonthCents: 1520, annualTotalCents: 18240 })
    expect(planPrice('49.99', 'annual')).toEqual({ perMonthCents: 3999, annualTotalCents: 47990 })
  })

  it('treats a free plan as free in both periods', () => {
    expect(planPrice('0', 'annual')).toEqual({ perMonthCents: 0, annualTotalCents: 0 })
  })

  it('rejects a price that is not a non-negative decimal', () => {
    expect(() => planPrice('abc', 'monthly')).toThrow('Invalid price: abc')
    expect(() => planPrice('-5', 'annual')).toThrow(RangeError)
  })
})

describe('formatCents', () => {
  it('formats cents as dollars with two decimals', () => {
    expect(formatCents(18240)).toBe('$182.40')
    expect(formatCents(0)).toBe('$0.00')
  })
})
