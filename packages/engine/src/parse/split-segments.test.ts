import { describe, expect, it } from 'vitest'
import { splitSegments } from './split-segments.ts'

describe('splitSegments', () => {
  it('splits at tabs, bars, bullets and spaced dashes', () => {
    expect(splitSegments('Analyst | Acme\tLondon')).toEqual(['Analyst', 'Acme', 'London'])
    expect(splitSegments('Analyst – Acme • Remote')).toEqual(['Analyst', 'Acme', 'Remote'])
  })

  it('splits the parts of an entry joined by a semicolon, not a hyphenated word', () => {
    expect(splitSegments('Senior Claims Adjuster; Charter Oak Mutual Insurance')).toEqual([
      'Senior Claims Adjuster',
      'Charter Oak Mutual Insurance',
    ])
    expect(splitSegments('Doctor of Physical Therapy; University of Colorado')).toEqual([
      'Doctor of Physical Therapy',
      'University of Colorado',
    ])
    expect(splitSegments('Return-to-play testing')).toEqual(['Return-to-play testing'])
  })
})
