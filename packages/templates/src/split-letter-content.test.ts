import { describe, expect, it } from 'vitest'
import { splitLetterContent } from './split-letter-content.ts'

describe('splitLetterContent', () => {
  it('splits paragraphs on blank lines and joins hard-wrapped lines', () => {
    const result = splitLetterContent('First line\nwraps here.\n\n\nSecond paragraph.\r\n')
    expect(result).toEqual({
      paragraphs: ['First line wraps here.', 'Second paragraph.'],
      hasSalutation: false,
      hasSignOff: false,
    })
  })

  it('recognises a salutation and keeps the lines of a closing block', () => {
    const result = splitLetterContent('Dear Ms Nowak,\n\nI am applying.\n\nKind regards,\nZoë Ørsted')
    expect(result.hasSalutation).toBe(true)
    expect(result.hasSignOff).toBe(true)
    expect(result.paragraphs.at(-1)).toBe('Kind regards,\nZoë Ørsted')
  })

  it('recognises a sign-off followed by the name as its own paragraph', () => {
    expect(splitLetterContent('Body.\n\nSincerely,\n\nZoë').hasSignOff).toBe(true)
  })

  it('does not mistake a closing sentence that starts like a sign-off for one', () => {
    const result = splitLetterContent('Body.\n\nThank you for considering my application.')
    expect(result.hasSignOff).toBe(false)
    expect(result.paragraphs).toHaveLength(2)
  })

  it('returns no paragraphs for blank content', () => {
    expect(splitLetterContent('  \n\n ').paragraphs).toEqual([])
  })
})
