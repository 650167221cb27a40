import { describe, expect, it } from 'vitest'
import { parseCertifications } from './parse-certifications.ts'

describe('parseCertifications', () => {
  it('reads the common one-line forms', () => {
    expect(
      parseCertifications([
        '• ACLS — American Heart Association, 2023',
        'SHRM-CP (SHRM) 2022',
        'OSHA 30 | OSHA | 2019',
      ]),
    ).toEqual([
      { name: 'ACLS', issuer: 'American Heart Association', date: '2023' },
      { name: 'SHRM-CP', issuer: 'SHRM', date: '2022' },
      { name: 'OSHA 30', issuer: 'OSHA', date: '2019' },
    ])
  })

  it('joins a name with an "Issuer · date" line below it', () => {
    expect(parseCertifications(['Certified Kubernetes Administrator', 'CNCF · 2020'])).toEqual([
      { name: 'Certified Kubernetes Administrator', issuer: 'CNCF', date: '2020' },
    ])
  })
})
