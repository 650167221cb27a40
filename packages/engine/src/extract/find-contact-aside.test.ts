import { describe, expect, it } from 'vitest'
import { findContactAside } from './find-contact-aside.ts'
import { item } from './test-items.ts'

// Rover's header: the name and headline left, a contact block flush right at the text's edge (x + width = 520),
// its baselines between theirs; then a summary running across the page.
const right = (str: string, y: number) => item(str, 520 - str.length * 5, y)
const page = [
  right('Email: ingrid.halvorsen@fastmail.com', 762),
  item('Ingrid Halvorsen', 72, 741, 24),
  right('Mobile: (715) 555-0143', 749),
  right('LinkedIn:', 735),
  item('Speech-Language Pathologist', 72, 728),
  right('linkedin.com/in/ingrid-halvorsen-slp', 722),
  right('Eau Claire WI', 708),
  item('SUMMARY', 72, 681, 12),
  item('Certified speech-language pathologist with eight years in schools and clinics.', 72, 658),
]

describe('findContactAside', () => {
  it('takes the contact block set flush right beside the name, its place included', () => {
    expect(findContactAside(page).map((i) => i.str)).toEqual([
      'Email: ingrid.halvorsen@fastmail.com',
      'Mobile: (715) 555-0143',
      'LinkedIn:',
      'linkedin.com/in/ingrid-halvorsen-slp',
      'Eau Claire WI',
    ])
  })

  it('finds none without contact details there, or with nothing beside them', () => {
    expect(findContactAside(page.filter((i) => !/[@(]|\.com/.test(i.str)))).toEqual([])
    expect(findContactAside(page.filter((i) => i.x > 72 || i.y < 700))).toEqual([])
  })
})
