import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { measureAtsScores } from './measure-ats-scores.ts'

describe('measureAtsScores', () => {
  it('matches the saved gallery scores, each at least 98%', {
    timeout: 120_000,
  }, async () => {
    const saved = JSON.parse(readFileSync(new URL('./ats-scores.json', import.meta.url), 'utf8'))
    const measured = await measureAtsScores()
    expect(measured).toEqual(saved)
    for (const score of Object.values(measured))
      expect(Math.min(score.pdf, score.docx)).toBeGreaterThanOrEqual(98)
  })
})
