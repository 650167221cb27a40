import { describe, expect, it } from 'vitest'
import { stem } from './stem.ts'

describe('stem', () => {
  it('joins plural, gerund and past forms of one word', () => {
    expect(new Set(['schedule', 'schedules', 'scheduling', 'scheduled'].map(stem)).size).toBe(1)
    expect(stem('budgets')).toBe(stem('budget'))
    expect(stem('planning')).toBe(stem('plan'))
  })

  it('joins British and American spellings', () => {
    expect(stem('optimisation')).toBe(stem('optimization'))
    expect(stem('organised')).toBe(stem('organized'))
    expect(stem('cargowise')).not.toBe(stem('cargowiz'))
    expect(stem('licence')).toBe(stem('license'))
    expect(stem('certificate')).toBe(stem('certification'))
    expect(stem('certificates')).toBe(stem('certifications'))
  })

  it('leaves short words, symbols and exceptions alone', () => {
    expect(stem('c++')).toBe('c++')
    expect(stem('aws')).toBe('aws')
    expect(stem('sales')).toBe('sales')
    expect(stem('analysis')).toBe('analysis')
    // "Branding" (a skill) must not fold into "brand" (a company's brand, no skill).
    expect(stem('branding')).not.toBe(stem('brand'))
  })

  it('returns an empty string for empty input', () => {
    expect(stem('')).toBe('')
  })
})
