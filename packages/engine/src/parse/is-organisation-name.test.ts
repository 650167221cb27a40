import { describe, expect, it } from 'vitest'
import { isOrganisationName } from './is-organisation-name.ts'
import { parseCertifications } from './parse-certifications.ts'

describe('isOrganisationName', () => {
  it('accepts a long body with joining words', () => {
    expect(isOrganisationName('Montana Board of Professional Engineers and Land Surveyors')).toBe(true)
  })

  it('rejects prose, lowercase words and over-long lines', () => {
    expect(isOrganisationName('Led a crew of three surveyors')).toBe(false)
    expect(isOrganisationName('Board of Engineers approved my plan')).toBe(false)
    expect(isOrganisationName('A B C D E F G H I J K')).toBe(false)
  })
})

describe('parseCertifications with an issuing body on a line of its own', () => {
  it('reads a long body under a dated certificate as its issuer', () => {
    expect(
      parseCertifications([
        '2020\tProfessional Land Surveyor License',
        'Montana Board of Professional Engineers and Land Surveyors',
        '2019\tPart 107 Remote Pilot Certificate',
        'Federal Aviation Administration',
      ]),
    ).toEqual([
      {
        name: 'Professional Land Surveyor License',
        issuer: 'Montana Board of Professional Engineers and Land Surveyors',
        date: '2020',
      },
      { name: 'Part 107 Remote Pilot Certificate', issuer: 'Federal Aviation Administration', date: '2019' },
    ])
  })
})
