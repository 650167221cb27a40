import { describe, expect, it } from 'vitest'
import { analyzeJob } from './analyze-job.ts'
import { isProductDetail } from './product-details.ts'

const skills = (text: string) =>
  analyzeJob(`Financial Analyst\nAcme Ltd\nRequirements:\n${text}`).required_skills.map((s) => s.label)

describe('isProductDetail', () => {
  it("reads a spreadsheet's functions as the detail of the product the clause names", () => {
    expect(isProductDetail('pivot-tables', new Set(['excel', 'pivot-tables']))).toBe(true)
    expect(isProductDetail('pivot-tables', new Set(['pivot-tables']))).toBe(false)
    expect(isProductDetail('excel', new Set(['excel']))).toBe(false)
  })

  it('lists the product alone when the ad names its functions beside it', () => {
    expect(skills('- Advanced Excel (pivot tables, VLOOKUP/XLOOKUP, modelling)')).toEqual(['Excel'])
    expect(skills('- Strong Microsoft Excel skills: pivot tables and large data sets')).toEqual(['Excel'])
  })

  it('keeps a function the ad asks for on its own', () => {
    expect(skills('- Build pivot tables for the weekly stock report')).toContain('Pivot tables')
  })
})
