import { describe, expect, it } from 'vitest'
import { splitTitleCompany } from './split-title-company.ts'

describe('splitTitleCompany', () => {
  it('drops the full stop that closes "Title, Company, City." but keeps a legal form\'s', () => {
    expect(splitTitleCompany(['Help Desk Analyst, Columbia Sportswear, Beaverton, OR.'])).toEqual({
      title: 'Help Desk Analyst',
      company: 'Columbia Sportswear',
    })
    expect(splitTitleCompany(['Design Engineer, Flex Ltd.'])).toEqual({
      title: 'Design Engineer',
      company: 'Flex Ltd.',
    })
  })

  it('drops a place in brackets after the company ("Title; Company (City, ST)")', () => {
    expect(
      splitTitleCompany(['Staff Physical Therapist; Mesa Valley Sports Medicine (Grand Junction, CO)']),
    ).toEqual({ title: 'Staff Physical Therapist', company: 'Mesa Valley Sports Medicine' })
    // Brackets holding no place are the name's own.
    expect(splitTitleCompany(['Data Analyst; Acme (Europe) Holdings'])).toEqual({
      title: 'Data Analyst',
      company: 'Acme (Europe) Holdings',
    })
  })

  it('keeps an unmarked part between a title and the company with the title', () => {
    expect(
      splitTitleCompany(['Registered Nurse, Cardiac Telemetry, Swedish Medical Center, Seattle, WA']),
    ).toEqual({
      title: 'Registered Nurse, Cardiac Telemetry',
      company: 'Swedish Medical Center',
    })
  })

  it("drops a two-word city and its state after the company, on the title's line or its own", () => {
    const dell = { title: 'Engineering Intern', company: 'Dell Technologies' }
    expect(splitTitleCompany(['Engineering Intern, Dell Technologies, Round Rock, TX'])).toEqual(dell)
    expect(splitTitleCompany(['Engineering Intern', 'Dell Technologies, Round Rock, TX'])).toEqual(dell)
  })

  it('takes a name ending in a state code as the company when nothing else beside the title is one', () => {
    expect(splitTitleCompany(['Shift Supervisor', 'Delta Freightways DC'])).toEqual({
      title: 'Shift Supervisor',
      company: 'Delta Freightways DC',
    })
    // Beside a company, a place in that shape stays a place.
    expect(splitTitleCompany(['Shift Supervisor', 'Acme Logistics', 'Brooklyn NY'])).toEqual({
      title: 'Shift Supervisor',
      company: 'Acme Logistics',
    })
    expect(splitTitleCompany(['Engineer at Acme', 'Seattle WA'])).toEqual({
      title: 'Engineer',
      company: 'Acme',
    })
  })

  it('drops the place after a slash: "Company / City, ST – Title"', () => {
    expect(
      splitTitleCompany(['Charter Oak Mutual Insurance / Hartford, CT – Senior Claims Adjuster']),
    ).toEqual({
      title: 'Senior Claims Adjuster',
      company: 'Charter Oak Mutual Insurance',
    })
  })
})
