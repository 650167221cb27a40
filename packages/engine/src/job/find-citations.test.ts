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

  it('reads a law or code by its name, with its year as written and without it', () => {
    expect(
      findCitations('Determine applications under the Licensing Act 2003 and the Gambling Act 2005'),
    ).toEqual([
      { name: 'Licensing Act 2003', bare: 'Licensing Act' },
      { name: 'Gambling Act 2005', bare: 'Gambling Act' },
    ])
    expect(findCitations('Our duties under the Health and Safety at Work Act 2015')).toEqual([
      { name: 'Health and Safety at Work Act 2015', bare: 'Health and Safety at Work Act' },
    ])
    expect(findCitations('Local Government (Miscellaneous Provisions) Act 1976')).toEqual([
      {
        name: 'Local Government (Miscellaneous Provisions) Act 1976',
        bare: 'Local Government (Miscellaneous Provisions) Act',
      },
    ])
    expect(
      findCitations('Knowledge of Human Tissue Act, the ISM Code and the AWEX Code of Practice'),
    ).toEqual([
      { name: 'Human Tissue Act', bare: 'Human Tissue Act' },
      { name: 'ISM Code', bare: 'ISM Code' },
      { name: 'AWEX Code of Practice', bare: 'AWEX Code of Practice' },
    ])
  })

  it('reads no law from a condition of the post, a verb or a code that is no rule', () => {
    expect(findCitations('This post is subject to the Rehabilitation of Offenders Act 1974')).toEqual([])
    expect(findCitations('Act as the first point of contact')).toEqual([])
    expect(findCitations('Valid Code 08 licence; Class Code C12; Dress Code applies')).toEqual([])
    expect(findCitations('IDEA and California Education Code')).toEqual([
      { name: 'California Education Code', bare: 'California Education Code' },
    ])
  })

  it('leaves numbers that cite nothing', () => {
    expect(findCitations('Lift 50 lbs, work 12 hour shifts, ISO 9001')).toEqual([])
    expect(findCitations('Team of 21 engineers in CFR division')).toEqual([])
  })
})
