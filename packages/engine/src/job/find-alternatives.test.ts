import { describe, expect, it } from 'vitest'
import { findLaterAlternatives } from './find-alternatives.ts'

describe('findLaterAlternatives', () => {
  it('names the credentials after the first of an "or" list', () => {
    expect([...findLaterAlternatives('CPC or CCS certification required')]).toEqual(['ccs'])
    expect([...findLaterAlternatives('Credentialed technician (CVT, LVT or RVT)')]).toEqual(['lvt', 'rvt'])
    expect([...findLaterAlternatives('CIA or CPA, or progress toward one')]).toEqual(['cpa'])
  })

  it('keeps credentials joined by "and" and products offered as alternatives', () => {
    expect(findLaterAlternatives('EMD and APCO certification').size).toBe(0)
    expect(findLaterAlternatives('Experience with AWS or GCP').size).toBe(0)
    expect(findLaterAlternatives('Python or R').size).toBe(0)
  })
})
