import { describe, expect, it } from 'vitest'
import { findCitations } from './find-citations.ts'

describe('findCitations', () => {
  it('reads a regulation cited by title, code and part as one name, with and without its agency', () => {
    expect(findCitations('Compliance with FDA 21 CFR Part 11 and ISO 13485')).toEqual([
      { name: 'FDA 21 CFR Part 11', bare: '21 CFR Part 11' },
    ])
    expect(findCitations('Work to 29 CFR 1910.1200 and 49 CFR Parts 171-180')).toEqual([
      { name: '29 CFR 1910.1200', bare: '29 CFR 1910.1200' },
      { name: '49 CFR Parts 171-180', bare: '49 CFR Parts 171-180' },
    ])
    expect(findCitations('Claims under 42 U.S.C. § 1983')).toEqual([
      { name: '42 U.S.C. § 1983', bare: '42 U.S.C. § 1983' },
    ])
  })

  it('leaves numbers that cite nothing', () => {
    expect(findCitations('Lift 50 lbs, work 12 hour shifts, ISO 9001')).toEqual([])
    expect(findCitations('Team of 21 engineers in CFR division')).toEqual([])
  })
})
