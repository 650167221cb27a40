import { describe, expect, it } from 'vitest'
import { toFileStem } from './save-file.ts'

describe('toFileStem', () => {
  it('lowercases and turns runs of non-alphanumerics into single underscores', () => {
    expect(toFileStem('Acme & Co.', 'Senior Engineer (Remote)', 'cover_letter')).toBe(
      'acme_co_senior_engineer_remote_cover_letter',
    )
  })

  it('skips parts that have no letters or digits', () => {
    expect(toFileStem('', '¿?', 'cover_letter')).toBe('cover_letter')
  })

  it('keeps accented letters without their accents', () => {
    expect(toFileStem('Zürich Café', 'cover_letter')).toBe('zurich_cafe_cover_letter')
  })
})
