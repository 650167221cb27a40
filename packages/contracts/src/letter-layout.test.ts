import { describe, expect, it } from 'vitest'
import { formatLetterDate, letterLayout } from './letter-layout.ts'

const sender = {
  name: 'Dana Kim',
  email: 'dana@example.com',
  phone: '',
  location: 'Austin, TX',
  linkedin: '',
}

describe('letterLayout', () => {
  it('keeps the letter’s own closing and adds none of its own', () => {
    const layout = letterLayout({
      content: 'Dear Sam,\n\nI am applying.\n\nWith enthusiasm,\nDana Kim',
      sender,
      jobTitle: 'Barista',
      company: 'Bean There',
      hiringManager: 'Sam Rivera',
      date: '2026-11-25T23:30:00.000Z',
    })
    expect(layout).toEqual({
      sender,
      date: 'November 25, 2026',
      recipient: ['Sam Rivera', 'Bean There'],
      subject: 'Re: Barista at Bean There',
      salutation: 'Dear Sam,',
      paragraphs: ['I am applying.'],
      closing: 'With enthusiasm,',
      signature: 'Dana Kim',
    })
  })

  it('adds a salutation, a closing and the sender’s name when the text has none', () => {
    const layout = letterLayout({
      content: 'I am applying.',
      sender,
      jobTitle: 'Barista',
      company: '',
      date: 'n/a',
    })
    expect(layout).toMatchObject({
      date: 'n/a',
      recipient: [],
      subject: 'Re: Barista',
      salutation: 'Dear Hiring Manager,',
      closing: 'Sincerely,',
      signature: 'Dana Kim',
    })
  })

  it('formats dates in UTC, so the server and every browser show the same day', () => {
    expect(formatLetterDate(new Date('2026-01-01T00:30:00Z'))).toBe('January 1, 2026')
  })
})
