import { describe, expect, it } from 'vitest'
import { countWords, formatDateTime, formatMetricName, formatShortDate } from './format-letter.ts'

describe('dates', () => {
  it('show short month and day and a date-time', () => {
    expect(formatShortDate('2026-03-05T12:00:00Z')).toBe('Mar 5')
    expect(formatDateTime('2026-03-05T12:00:00Z')).toMatch(/^Mar 5, \d{1,2}:\d{2} (AM|PM)$/)
  })

  it('leave an invalid date as it came', () => {
    expect(formatShortDate('soon')).toBe('soon')
    expect(formatDateTime('soon')).toBe('soon')
  })
})

describe('countWords', () => {
  it('counts words separated by any whitespace and answers 0 for blank text', () => {
    expect(countWords('  Dear Ada,\n\nI am  writing —\tto apply. ')).toBe(7)
    expect(countWords(' \n ')).toBe(0)
  })
})

describe('formatMetricName', () => {
  it('turns snake_case and camelCase keys into a sentence-case label', () => {
    expect(formatMetricName('keyword_match')).toBe('Keyword match')
    expect(formatMetricName('jobAlignment')).toBe('Job alignment')
    expect(formatMetricName('Clarity')).toBe('Clarity')
  })
})
