import { describe, expect, it } from 'vitest'
import { findDateRange, isDateOnly } from './find-date-range.ts'

describe('findDateRange', () => {
  it.each([
    [
      'Senior Nurse | Mercy Hospital | Jan 2020 – Present',
      'Jan 2020 – Present',
      'Senior Nurse | Mercy Hospital',
    ],
    ['Analyst, Acme 2018-2021', '2018-2021', 'Analyst, Acme'],
    ['Clerk\t03/2019 - 06/2022', '03/2019 - 06/2022', 'Clerk'],
    ['Camp Counselor (Summer 2023)', 'Summer 2023', 'Camp Counselor'],
    ['DevOps Engineer 2019-03 – Present', '2019-03 – Present', 'DevOps Engineer'],
    ['Engineer, Foo — September 2019 to June 2021', 'September 2019 to June 2021', 'Engineer, Foo'],
  ])('keeps the dates in %j as written', (line, dates, rest) => {
    expect(findDateRange(line)).toEqual({ dates, rest })
  })

  it('finds nothing in a line without dates, or in numbers that are not years', () => {
    expect(findDateRange('Cut costs by 12% across 3,000 stores')).toBeNull()
    expect(findDateRange('Installed 8000 meters')).toBeNull()
  })

  it('tells a bare date line from a line with more on it', () => {
    expect(isDateOnly('May 2019')).toBe(true)
    expect(isDateOnly('Graduated May 2019')).toBe(false)
  })
})

describe('findDateRange with a graduation still ahead', () => {
  it('keeps "Expected" with the date', () => {
    expect(findDateRange('University of Michigan\tExpected May 2025')).toEqual({
      dates: 'Expected May 2025',
      rest: 'University of Michigan',
    })
  })
})

describe('findDateRange in German, French and Spanish', () => {
  it.each([
    ['Softwareentwickler | SAP SE | März 2019 – heute', 'März 2019 – heute', 'Softwareentwickler | SAP SE'],
    ['Entwickler\tOkt. 2017 bis Dez. 2020', 'Okt. 2017 bis Dez. 2020', 'Entwickler'],
    ['Ingénieur — janvier 2018 à août 2021', 'janvier 2018 à août 2021', 'Ingénieur'],
    ['Chef de projet\tdepuis févr. 2022', 'depuis févr. 2022', 'Chef de projet'],
    [
      'Desarrolladora, Globant\tenero de 2020 – actualidad',
      'enero de 2020 – actualidad',
      'Desarrolladora, Globant',
    ],
    ['Analista\tsept. 2015 - dic. 2019', 'sept. 2015 - dic. 2019', 'Analista'],
  ])('keeps the dates in %j as written', (line, dates, rest) => {
    expect(findDateRange(line)).toEqual({ dates, rest })
  })
})
