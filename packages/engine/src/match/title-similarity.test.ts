import { describe, expect, it } from 'vitest'
import { findOccupationCode, titleSimilarity } from './title-similarity.ts'

describe('titleSimilarity', () => {
  it('treats different names of one occupation as the same title', () => {
    expect(titleSimilarity('Staff Nurse, Medical-Surgical/Telemetry', 'Registered Nurse')).toBe(1)
    expect(titleSimilarity('Front-End Developer', 'Frontend Engineer (React)')).toBeGreaterThanOrEqual(0.5)
  })

  it('ignores seniority words', () => {
    expect(titleSimilarity('Senior Staff Accountant', 'Staff Accountant')).toBe(1)
  })

  it('scores shared words low when O*NET files the titles in different families', () => {
    expect(titleSimilarity('Nurse Recruiter', 'Registered Nurse')).toBeLessThanOrEqual(0.3)
    expect(titleSimilarity('Registered Nurse', 'Software Engineer')).toBe(0)
  })

  it('returns 0 for empty titles and finds no occupation in a sentence fragment', () => {
    expect(titleSimilarity('', 'Registered Nurse')).toBe(0)
    expect(findOccupationCode("What you'll do")).toBeUndefined()
  })
})
