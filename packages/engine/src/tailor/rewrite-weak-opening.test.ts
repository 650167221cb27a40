import { describe, expect, it } from 'vitest'
import { rewriteWeakOpening } from './rewrite-weak-opening.ts'

describe('rewriteWeakOpening', () => {
  it('turns "Responsible for <gerund>" into the past tense', () => {
    expect(rewriteWeakOpening('Responsible for managing a team of 6 cashiers')).toBe(
      'Managed a team of 6 cashiers',
    )
    expect(rewriteWeakOpening('Was responsible for leading weekly stand-ups')).toBe('Led weekly stand-ups')
  })

  it('turns duty phrases before a noun into plain action verbs', () => {
    expect(rewriteWeakOpening('Helped with the 2023 ERP migration')).toBe('Supported the 2023 ERP migration')
    expect(rewriteWeakOpening('Responsible for payroll of 200 staff')).toBe('Owned payroll of 200 staff')
    expect(rewriteWeakOpening('Worked on the mobile checkout')).toBe('Contributed to the mobile checkout')
  })

  it('leaves strong bullets and unknown verbs unchanged', () => {
    expect(rewriteWeakOpening('Cut costs 12% by renegotiating freight')).toBeUndefined()
    expect(rewriteWeakOpening('Responsible for wrangling vendors')).toBeUndefined()
    expect(rewriteWeakOpening('')).toBeUndefined()
  })
})
