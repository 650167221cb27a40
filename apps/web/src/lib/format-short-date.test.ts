import { describe, expect, it } from 'vitest'
import { formatShortDate } from './format-short-date.ts'

describe('formatShortDate', () => {
  it('shows the short month and the day', () => {
    expect(formatShortDate('2026-03-04T12:00:00')).toBe('Mar 4')
    expect(formatShortDate('2026-11-22T07:05:01.971')).toBe('Nov 22')
  })

  it('shows a dash for an invalid date', () => {
    expect(formatShortDate('yesterday')).toBe('—')
  })
})
