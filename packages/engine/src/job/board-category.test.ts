import { describe, expect, it } from 'vitest'
import { analyzeJob } from './analyze-job.ts'
import { isBoardCategory } from './board-category.ts'

describe('isBoardCategory', () => {
  it("reads a board's filing of the ad, labelled or in the header, as no requirement", () => {
    expect(isBoardCategory('Sector: Farming / Viticulture', false)).toBe(true)
    expect(isBoardCategory('Trades & Services (Carpentry & Joinery)', true)).toBe(true)
    expect(isBoardCategory('Retail / Store Operations / Sales', true)).toBe(true)
    expect(isBoardCategory('Retail / Store Operations / Sales', false)).toBe(false)
    expect(isBoardCategory('Python / Django / PostgreSQL', false)).toBe(false)
    expect(isBoardCategory('- Excel / Word', true)).toBe(false)
    expect(isBoardCategory('Skills: Excel / Word', true)).toBe(false)
    expect(isBoardCategory('Manufacturing, Transport & Logistics (Welders & Boilermakers)', true)).toBe(true)
    expect(isBoardCategory('W. Ashcombe & Sons Funeral Directors', true)).toBe(false)
    expect(isBoardCategory('Kauri Foods (NZ)', true)).toBe(false)
    expect(isBoardCategory('Hollow Oak Grocers, Inc. · Dayton Distribution Center · Dayton', true)).toBe(
      false,
    )
    expect(isBoardCategory('1,001-5,000 employees · Financial Services', false)).toBe(true)
    expect(isBoardCategory('Company size: 51–200 employees', false)).toBe(true)
    expect(isBoardCategory('10,000+ employees · Banking', false)).toBe(true)
    expect(isBoardCategory('Manage 12 employees across two shifts', false)).toBe(false)
  })

  it('takes no skill from the header filing', () => {
    const ad =
      'Tutor\nEducation & Training (Coaching & Mentoring)\nWe teach maths.\nRequirements\n- Lesson planning'
    const skills = analyzeJob(ad).required_skills.map((s) => s.label)
    expect(skills).toContain('Lesson planning')
    expect(skills).not.toContain('Mentoring')
  })
})
