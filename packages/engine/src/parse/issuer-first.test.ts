import { describe, expect, it } from 'vitest'
import { isIssuerFirst } from './issuer-first.ts'

describe('isIssuerFirst', () => {
  it('tells an awarding body or a credential printed in the other order', () => {
    expect(isIssuerFirst('Idaho Board of Veterinary Medicine', 'Certified Veterinary Technician')).toBe(true)
    expect(isIssuerFirst('The Institutes', 'Chartered Property Casualty Underwriter')).toBe(true)
    expect(isIssuerFirst('Fear Free', 'Fear Free Certified Professional')).toBe(true)
  })

  it('keeps the usual "Name – Issuer" order', () => {
    expect(isIssuerFirst('Project Management Professional', 'Project Management Institute')).toBe(false)
    expect(isIssuerFirst('ITIL 4 Foundation', 'Axelos')).toBe(false)
    expect(isIssuerFirst('Registered Nurse', 'Washington State Department of Health')).toBe(false)
    expect(isIssuerFirst('CompTIA A+', 'CompTIA')).toBe(false)
  })
})
