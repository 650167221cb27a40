import { describe, expect, it } from 'vitest'
import { isSentence } from './is-sentence.ts'

describe('isSentence', () => {
  it('reads a long line of capitalised words beside dates or parted by a dash as an entry heading', () => {
    expect(
      isSentence(
        'Staff Physical Therapist, Mesa Valley Sports Medicine, Grand Junction, CO\tAug 2018 - May 2021',
      ),
    ).toBe(false)
    expect(isSentence('Mesa Valley Sports Medicine / Grand Junction, CO – Staff Physical Therapist')).toBe(
      false,
    )
  })

  it('reads many words, a closing full stop or a lowercase start as prose', () => {
    expect(isSentence('Handle ninety open property claims at a time with settlements up to $250,000')).toBe(
      true,
    )
    expect(isSentence('Reduced the average course of care by five visits.')).toBe(true)
    expect(isSentence('settlements up to $250,000')).toBe(true)
  })
})
