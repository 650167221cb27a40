import { describe, expect, it } from 'vitest'
import { parseCertifications } from './parse-certifications.ts'

describe('parseCertifications: a comma inside a dated name over its issuer', () => {
  it('keeps "Name, Word<tab>date" whole when the issuer stands alone on the next line', () => {
    expect(parseCertifications(['Dietitian, Licensed\t2019', 'Commission on Dietetic Registration'])).toEqual(
      [{ name: 'Dietitian, Licensed', issuer: 'Commission on Dietetic Registration', date: '2019' }],
    )
  })

  it('still splits "Name, Issuer" on lines of their own', () => {
    expect(parseCertifications(['CPR, Redwood Aid\t2020', 'First Aid, Redwood Aid\t2021'])).toEqual([
      { name: 'CPR', issuer: 'Redwood Aid', date: '2020' },
      { name: 'First Aid', issuer: 'Redwood Aid', date: '2021' },
    ])
  })
})
