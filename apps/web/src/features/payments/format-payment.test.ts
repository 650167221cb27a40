import { describe, expect, it } from 'vitest'
import { findReference, formatAmount, formatStatus } from './format-payment.ts'

describe('findReference', () => {
  it('prefers reference and falls back to trxref', () => {
    expect(findReference(new URLSearchParams('reference=R1&trxref=T1'))).toBe('R1')
    expect(findReference(new URLSearchParams('trxref=T1'))).toBe('T1')
  })

  it('returns null when neither is present or both are blank', () => {
    expect(findReference(new URLSearchParams(''))).toBeNull()
    expect(findReference(new URLSearchParams('reference=%20&trxref='))).toBeNull()
  })
})

describe('formatAmount', () => {
  it('formats a decimal string in its currency', () => {
    expect(formatAmount('19.00', 'USD')).toBe('$19.00')
  })

  it('falls back to the code when the currency is unknown or the amount is not a number', () => {
    expect(formatAmount('5', 'NOTACODE')).toBe('5.00 NOTACODE')
    expect(formatAmount('abc', 'USD')).toBe('abc USD')
  })
})

describe('formatStatus', () => {
  it('capitalises the status word', () => {
    expect(formatStatus('PENDING')).toBe('Pending')
    expect(formatStatus('failed')).toBe('Failed')
  })
})
