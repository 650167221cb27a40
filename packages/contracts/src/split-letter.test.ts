import { describe, expect, it } from 'vitest'
import { splitLetter } from './split-letter.ts'

describe('splitLetter', () => {
  it('splits paragraphs on blank lines and keeps the lines the writer typed inside one', () => {
    expect(splitLetter('First line\nsecond line.\n\n\nSecond paragraph.\r\n')).toEqual({
      salutation: '',
      paragraphs: ['First line\nsecond line.', 'Second paragraph.'],
      closing: '',
      signature: '',
    })
  })

  it('finds the salutation, and any tone’s closing with the name under it', () => {
    for (const closing of [
      'Kind regards,',
      'With enthusiasm,',
      'Thanks again,',
      'Cheers,',
      'Best,',
      'Sincerely',
    ])
      expect(splitLetter(`Dear Ms Nowak,\n\nI am applying.\n\n${closing}\nZoë Ørsted`)).toEqual({
        salutation: 'Dear Ms Nowak,',
        paragraphs: ['I am applying.'],
        closing,
        signature: 'Zoë Ørsted',
      })
  })

  it('finds a closing whose name follows after a blank line', () => {
    expect(splitLetter('Body.\n\nSincerely,\n\nZoë')).toMatchObject({
      closing: 'Sincerely,',
      signature: 'Zoë',
    })
  })

  it('does not mistake a last sentence for a closing', () => {
    const letter = splitLetter('Body.\n\nThank you for considering my application.')
    expect(letter.closing).toBe('')
    expect(letter.paragraphs).toHaveLength(2)
  })

  it('returns nothing for blank content', () => {
    expect(splitLetter('  \n\n ').paragraphs).toEqual([])
  })
})
