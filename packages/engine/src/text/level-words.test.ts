import { describe, expect, it } from 'vitest'
import { languageLevel, skillLevel, startsWithLevel } from './level-words.ts'

describe('level words', () => {
  it('reads a level label alone as no skill, but keeps a claim and a skill that starts with a level word', () => {
    expect(['Advanced', 'novice', 'Fluent'].every((s) => skillLevel.test(s))).toBe(true)
    expect(['Bilingual', 'Advanced Excel', 'Basic Life Support'].some((s) => skillLevel.test(s))).toBe(false)
  })

  it('takes a row that starts with a level for a detail, not a row that only contains one', () => {
    expect(startsWithLevel.test('Mother tongue (C2)')).toBe(true)
    expect(startsWithLevel.test('Elementary')).toBe(true)
    expect(startsWithLevel.test('Business analysis')).toBe(false)
  })

  it('reads language levels in four languages and on the CEFR scale', () => {
    for (const s of [
      'Native speaker',
      'B2',
      'C1/C2',
      'verhandlungssicher',
      'courant',
      'lengua materna',
      'Business fluent',
      'Advanced level',
    ])
      expect(languageLevel.test(s), s).toBe(true)
    expect(languageLevel.test('Python')).toBe(false)
  })
})
