import { describe, expect, it } from 'vitest'
import { parseDateRange } from './parse-date-range.ts'

const now = new Date(2025, 5, 1)

describe('parseDateRange', () => {
  it('reads month-year ranges with a present end', () => {
    const range = parseDateRange('Jan 2020 – Present', now)!
    expect(range.start).toBe(2020)
    expect(range.end).toBeCloseTo(2025 + 5 / 12)
  })

  it('reads numeric and year-only ranges', () => {
    expect(parseDateRange('03/2018 - 05/2020', now)).toEqual({ start: 2018 + 2 / 12, end: 2020 + 4 / 12 })
    expect(parseDateRange('2015-2017', now)).toEqual({ start: 2015, end: 2017 })
    expect(parseDateRange('2019-01 to 2019-07', now)).toEqual({ start: 2019, end: 2019.5 })
  })

  it('returns undefined for text without a year or with an end before the start', () => {
    expect(parseDateRange('', now)).toBeUndefined()
    expect(parseDateRange('since forever', now)).toBeUndefined()
    expect(parseDateRange('2020 - 2010', now)).toBeUndefined()
  })
})
