import { describe, expect, it } from 'vitest'
import { findStandards } from './find-standards.ts'

describe('findStandards', () => {
  it('reads a standard named by its body and number, in duties as in requirements', () => {
    expect(findStandards('Keep the line audit-ready under our ISO 13485 / AS9100 system')).toEqual([
      'ISO 13485',
      'AS9100',
    ])
    expect(findStandards('Observe arc flash rules (NFPA 70E) on every panel')).toEqual(['NFPA 70E'])
    expect(findStandards('Software lifecycle per IEC 62304:2015')).toEqual(['IEC 62304'])
    expect(findStandards('Welds to ASME B31.3 and AWS D1.1 codes')).toEqual(['ASME B31.3', 'AWS D1.1'])
  })

  it('reads a qualification numbered by an awarding body named in words joined by "&"', () => {
    expect(findStandards('City & Guilds 2382 (18th Edition) and 2391 inspection')).toEqual([
      'City & Guilds 2382',
    ])
    expect(findStandards('Hold C&G 2365-03 or equivalent')).toEqual(['C&G 2365-03'])
    expect(findStandards('Johnson & Johnson 2024 sales award')).toEqual([])
  })

  it('leaves places, years, counts and requisition numbers', () => {
    expect(findStandards('Plant in Fargo, ND 58102')).toEqual([])
    expect(findStandards('Req JR 10442 | FY 2027 budget | a 450 MW unit')).toEqual([])
    expect(findStandards('Apply the CPT 2026 code changes')).toEqual([])
    expect(findStandards('Version 2 of the DIBELS 8 screener, COVID-19 rules')).toEqual([])
  })
})
