import { describe, expect, it } from 'vitest'
import { dropClosingStop, endsOnAbbreviation } from './closing-stop.ts'

describe('endsOnAbbreviation', () => {
  it("reads a legal form, a title's or an institution's short word, and letters with stops", () => {
    for (const name of [
      'Pell Bros.',
      'Quarry Supply Co.',
      'Ames Intl.',
      'Dana Ruiz, Asst.',
      'Orrin & Vale, P.C.',
      'Kaya Boya A.Ş.',
      'Kaya Boya Ltd. Şti.',
    ])
      expect(endsOnAbbreviation(name)).toBe(true)
    expect(endsOnAbbreviation('Denver.')).toBe(false)
  })
})

describe('dropClosingStop', () => {
  it("drops a sentence's stop and keeps an abbreviation's", () => {
    expect(dropClosingStop('Line Cook, Fennel House, Boise.')).toBe('Line Cook, Fennel House, Boise')
    expect(dropClosingStop('Office Mgr.')).toBe('Office Mgr.')
  })
})
