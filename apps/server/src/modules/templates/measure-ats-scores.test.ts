import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { measureAtsScores } from './measure-ats-scores.ts'

describe('measureAtsScores', () => {
  it('matches the saved gallery scores, each at least 98% but for one known defect', {
    timeout: 120_000,
  }, async () => {
    const saved = JSON.parse(readFileSync(new URL('./ats-scores.json', import.meta.url), 'utf8'))
    const measured = await measureAtsScores()
    expect(measured).toEqual(saved)
    // The extractor reads minimal's wrapped bullets on page 2 as new bullets (docs/exports.md): raise this to
    // the others' bar once it is fixed.
    const { minimal, ...others } = measured
    expect(minimal).toEqual({ pdf: 89.9, docx: 100 })
    for (const score of Object.values(others))
      expect(Math.min(score.pdf, score.docx)).toBeGreaterThanOrEqual(98)
  })
})
