import { describe, expect, it } from 'vitest'
import { findLocation, looksLikeDegree, looksLikeTitle, stripPlace } from './classify-segment.ts'

describe('stripPlace', () => {
  it('cuts the place off a company line and leaves a place alone', () => {
    expect(stripPlace('Amazon, Seattle, WA')).toBe('Amazon')
    expect(stripPlace("Lowe's Companies, Inc., Mooresville, NC")).toBe("Lowe's Companies, Inc.")
    expect(stripPlace('Cambridge, MA, USA')).toBe('Cambridge, MA, USA')
    expect(stripPlace('Deliveroo, London')).toBe('Deliveroo, London')
  })

  it('with a city, also cuts a city of up to three words but not a legal form or a firm', () => {
    expect(stripPlace('Deliveroo, London', true)).toBe('Deliveroo')
    expect(stripPlace('Cedar Grove Clinic, St. Paul', true)).toBe('Cedar Grove Clinic')
    // A city cut at the page's edge is still the city.
    expect(stripPlace('Cedar Grove Clinic, St. Pa', true)).toBe('Cedar Grove Clinic')
    expect(stripPlace('Acme, Global Services', true)).toBe('Acme, Global Services')
    expect(stripPlace('Acme, Four Seasons Hotel Group', true)).toBe('Acme, Four Seasons Hotel Group')
    expect(stripPlace('Grant Thornton, LLP', true)).toBe('Grant Thornton, LLP')
  })
})

describe('findLocation', () => {
  it('finds a place run into other contact details', () => {
    expect(findLocation('Seattle, WA david@example.com +1 555 0100')).toBe('Seattle, WA')
    expect(findLocation('david@example.com')).toBeNull()
  })
})

describe('looksLikeDegree', () => {
  it('reads a diploma named after a school as a degree', () => {
    expect(looksLikeDegree('High School Diploma')).toBe(true)
    expect(looksLikeDegree('Mesa High School')).toBe(false)
  })

  it('reads an associate degree named "in" its field, not the job title', () => {
    expect(looksLikeDegree('Associate in Applied Horticulture')).toBe(true)
    expect(looksLikeDegree('Sales Associate')).toBe(false)
  })
})

describe('findLocation without a comma', () => {
  it('reads a place before a US state code, but not other capitalised words', () => {
    expect(findLocation('Brooklyn NY +1 718 555 0192')).toBe('Brooklyn NY')
    expect(findLocation('Portland OR')).toBe('Portland OR')
    expect(findLocation('IT Support Technician')).toBeNull()
  })
})

describe('looksLikeTitle', () => {
  it('knows role nouns in -ologist and a reporter', () => {
    expect(looksLikeTitle('Marine Ecologist')).toBe(true)
    expect(looksLikeTitle('Freelance Court Reporter')).toBe(true)
    expect(looksLikeTitle('Oakfield Reporting Group')).toBe(false)
  })
})
