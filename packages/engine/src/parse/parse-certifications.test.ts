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

  it('reads stacked entries: name with its date beside or below it, then the issuer', () => {
    expect(
      parseCertifications([
        'Unity Certified Expert: Programmer\tMarch 2022',
        'Unity Technologies',
        'Unreal Engine 5 C++ Developer',
        'June 2023',
        'Epic Games (Udemy)',
      ]),
    ).toEqual([
      { name: 'Unity Certified Expert: Programmer', issuer: 'Unity Technologies', date: 'March 2022' },
      { name: 'Unreal Engine 5 C++ Developer', issuer: 'Epic Games (Udemy)', date: 'June 2023' },
    ])
  })

  it('reads stacked entries: name, then the issuer, then the date alone', () => {
    expect(
      parseCertifications([
        'Certified Welding Inspector',
        'American Welding Society',
        '2017',
        'Forklift Operator',
        'Hyster',
        'May 2021',
      ]),
    ).toEqual([
      { name: 'Certified Welding Inspector', issuer: 'American Welding Society', date: '2017' },
      { name: 'Forklift Operator', issuer: 'Hyster', date: 'May 2021' },
    ])
  })

  it('dates the next name with a date alone before it when no undated name precedes the date', () => {
    expect(
      parseCertifications([
        '2022',
        'Orthopaedic Clinical Specialist; American Board of Physical Therapy Specialties',
        '2019',
        'Certified Strength and Conditioning Specialist; NSCA',
      ]),
    ).toEqual([
      {
        name: 'Orthopaedic Clinical Specialist',
        issuer: 'American Board of Physical Therapy Specialties',
        date: '2022',
      },
      { name: 'Certified Strength and Conditioning Specialist', issuer: 'NSCA', date: '2019' },
    ])
  })

  it('keeps initials in brackets as part of the name', () => {
    expect(parseCertifications(['Registered Nurse (RN)', 'Illinois Department of Health · 2019'])).toEqual([
      { name: 'Registered Nurse (RN)', issuer: 'Illinois Department of Health', date: '2019' },
    ])
  })
})

describe('parseCertifications: a year label before a colon', () => {
  it('reads "2018: Name, Issuer" with the year as the date', () => {
    expect(parseCertifications(['2018: CompTIA A+, CompTIA'])).toEqual([
      { name: 'CompTIA A+', issuer: 'CompTIA', date: '2018' },
    ])
  })

  it('reads "Issuer – Name" when the first part names the awarding body', () => {
    expect(
      parseCertifications(['Idaho Board of Veterinary Medicine – Certified Veterinary Technician', '2019']),
    ).toEqual([
      { name: 'Certified Veterinary Technician', issuer: 'Idaho Board of Veterinary Medicine', date: '2019' },
    ])
  })

  it("leaves out a full stop that ends the line after the issuer, not an abbreviation's", () => {
    expect(
      parseCertifications([
        'Inspection Authorization, Federal Aviation Administration.\t2020',
        'Safety Credential, Acme Co.',
        'Forklift Operator, Acme Inc.',
      ]),
    ).toEqual([
      { name: 'Inspection Authorization', issuer: 'Federal Aviation Administration', date: '2020' },
      { name: 'Safety Credential', issuer: 'Acme Co.', date: '' },
      { name: 'Forklift Operator', issuer: 'Acme Inc.', date: '' },
    ])
  })

  it('orders an issuer stacked over "Name | year" by its words', () => {
    expect(
      parseCertifications(['Northern Beekeepers Association', 'Certified Apiary Inspector | 2020']),
    ).toEqual([
      { name: 'Certified Apiary Inspector', issuer: 'Northern Beekeepers Association', date: '2020' },
    ])
    expect(parseCertifications(['Food Hygiene Level 2', 'Highfield | 2019'])).toEqual([
      { name: 'Food Hygiene Level 2', issuer: 'Highfield', date: '2019' },
    ])
  })

  it('turns round an issuer dated on its line over the name, when the words say so', () => {
    expect(
      parseCertifications([
        'Northern Beekeepers Association\t2020',
        'Certified Apiary Inspector.',
        'Forklift Operator\t2019',
        'Acme Forklift Training',
      ]),
    ).toEqual([
      { name: 'Certified Apiary Inspector', issuer: 'Northern Beekeepers Association', date: '2020' },
      { name: 'Forklift Operator', issuer: 'Acme Forklift Training', date: '2019' },
    ])
  })
})
