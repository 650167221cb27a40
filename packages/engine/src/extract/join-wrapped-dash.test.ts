import { describe, expect, it } from 'vitest'
import { joinWrappedDash } from './join-wrapped-dash.ts'
import { row } from './test-items.ts'

describe('joinWrappedDash', () => {
  const heading = row('Charter Oak Mutual Insurance / Hartford, CT', 270, 707, 12)

  it('joins an entry heading wrapped before its dash again', () => {
    expect(joinWrappedDash(heading, row('• Senior Claims Adjuster', 270, 693, 12), 11)).toBe(
      'Charter Oak Mutual Insurance / Hartford, CT – Senior Claims Adjuster',
    )
  })

  it('keeps list items in body type and rows elsewhere apart', () => {
    expect(joinWrappedDash(heading, row('• Handled 90 claims', 270, 693, 11), 11)).toBeNull()
    expect(joinWrappedDash(heading, row('• Senior Claims Adjuster', 300, 693, 12), 11)).toBeNull()
    expect(joinWrappedDash(heading, row('• Senior Claims Adjuster', 270, 660, 12), 11)).toBeNull()
  })
})
