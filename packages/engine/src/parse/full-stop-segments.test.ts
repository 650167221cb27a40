import { describe, expect, it } from 'vitest'
import { splitFullStops } from './full-stop-segments.ts'

describe('splitFullStops', () => {
  it('splits a capitalised heading at its full stops and drops the last', () => {
    expect(splitFullStops('Mar 2021 – Present\tLegacy Health, Portland, OR. IT Support Technician.')).toBe(
      'Mar 2021 – Present\tLegacy Health, Portland, OR | IT Support Technician',
    )
    expect(
      splitFullStops('Portland Community College. Associate of Applied Science in Computer Systems.'),
    ).toBe('Portland Community College | Associate of Applied Science in Computer Systems')
    expect(splitFullStops('Flex Ltd. Austin, TX. Design Engineer.')).toBe(
      'Flex Ltd. Austin, TX | Design Engineer',
    )
  })

  it('leaves sentences, list items and headings without a closing stop alone', () => {
    expect(splitFullStops('Led the team of five. Shipped on time.')).toBe(
      'Led the team of five. Shipped on time.',
    )
    expect(splitFullStops('• Migrated 800 Workstations.')).toBe('• Migrated 800 Workstations.')
    expect(splitFullStops('IT Support Technician, Legacy Health')).toBe(
      'IT Support Technician, Legacy Health',
    )
  })
})
