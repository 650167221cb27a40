import { describe, expect, it } from 'vitest'
import { formatShortDate } from './format-short-date.ts'

describe('formatShortDate', () => {
  it('shows short month and day, and leaves an invalid date as it came', () => {
    expect(formatShortDate('2024-03-05T12:00:00Z')).toBe('Mar 5')
    expect(formatShortDate('2025-11-22T09:30:00Z')).toBe('Nov 22')
    expect(formatShortDate('yesterday')).toBe('yesterday')
  })
})
