import { describe, expect, it } from 'vitest'
import { findPhone } from './find-contact.ts'

describe('findPhone', () => {
  it('keeps a bracketed country code with a plus', () => {
    expect(findPhone('3248175240@email.com\t(+86) 19982000000')).toBe('(+86) 19982000000')
  })

  it('does not read the digits of an email address or a link as a phone', () => {
    expect(findPhone('3248175240@email.com')).toBeNull()
    expect(findPhone('https://example.com/u/123456789')).toBeNull()
  })

  it.each([
    ['Phone: 555-0100', '555-0100'],
    ['555.0100 | ana@example.com', '555.0100'],
    ['(555) 010-0100', '(555) 010-0100'],
    ['Tel (555)010-0100 · Austin, TX', '(555)010-0100'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['+49 30 1234567', '+49 30 1234567'],
    ['+49 (0)30 1234567', '+49 (0)30 1234567'],
    ['555.010.0100', '555.010.0100'],
    ['555 010 0100', '555 010 0100'],
    ['+1 (555) 010-0100', '+1 (555) 010-0100'],
    ['Seattle, WA | 206-555-0143', '206-555-0143'],
  ])('reads the phone in %j', (line, phone) => {
    expect(findPhone(line)).toBe(phone)
  })

  it.each([
    '2018-2021',
    '2019 – 2021',
    'Jan 2020 - Dec 2021',
    '03/2019 - 06/2022',
    '2019-03 – Present',
    '20.05.2021',
    '2021-05-20',
    'Since 2015 - 2016 season',
    '120-1500 users a day',
    'Class of 2012',
  ])('takes no phone from %j', (line) => {
    expect(findPhone(line)).toBeNull()
  })
})
