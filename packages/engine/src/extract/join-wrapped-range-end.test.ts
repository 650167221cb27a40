import { describe, expect, it } from 'vitest'
import { joinWrappedRangeEnd } from './join-wrapped-range-end.ts'
import { cellRow, row } from './test-items.ts'

describe('joinWrappedRangeEnd', () => {
  it('joins a range end wrapped alone onto the next row', () => {
    const prev = cellRow(329, [
      ['nance Technology', 72],
      ['2011 -', 487],
    ])
    expect(joinWrappedRangeEnd(prev, row('2013', 72, 315))).toBe('nance Technology\t2011 - 2013')
    expect(joinWrappedRangeEnd(prev, row('Present', 72, 315))).toBe('nance Technology\t2011 - Present')
  })

  it('leaves a row that is more than a range end, one far below, and a range already closed', () => {
    const prev = cellRow(329, [
      ['Welding', 72],
      ['2011 -', 487],
    ])
    expect(joinWrappedRangeEnd(prev, row('2013 Certified Welder', 72, 315))).toBeNull()
    expect(joinWrappedRangeEnd(prev, row('2013', 72, 280))).toBeNull()
    expect(joinWrappedRangeEnd(row('Welding 2011 - 2012', 72, 329), row('2013', 72, 315))).toBeNull()
  })
})
