import { describe, expect, it } from 'vitest'
import { dateRangeSpan, findDateRange, isDateOnly } from './date-range.ts'

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

  it('drops the brackets a date emptied with the space before them', () => {
    expect(findDateRange('Certified Arborist (2017): ISA')).toEqual({
      dates: '2017',
      rest: 'Certified Arborist: ISA',
    })
    expect(findDateRange('Forklift Operator [2020], OSHA')?.rest).toBe('Forklift Operator, OSHA')
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

const now = new Date(2025, 5, 1)

describe('dateRangeSpan', () => {
  it('reads month-year ranges with a present end', () => {
    const range = dateRangeSpan('Jan 2020 – Present', now)!
    expect(range.start).toBe(2020)
    expect(range.end).toBeCloseTo(2025 + 5 / 12)
  })

  it('reads numeric and year-only ranges', () => {
    expect(dateRangeSpan('03/2018 - 05/2020', now)).toEqual({ start: 2018 + 2 / 12, end: 2020 + 4 / 12 })
    expect(dateRangeSpan('2015-2017', now)).toEqual({ start: 2015, end: 2017 })
    expect(dateRangeSpan('2019-01 to 2019-07', now)).toEqual({ start: 2019, end: 2019.5 })
  })

  it('measures the same dates the parser finds, in every language it reads', () => {
    expect(dateRangeSpan('März 2019 – heute', now)).toEqual({ start: 2019 + 2 / 12, end: 2025 + 5 / 12 })
    expect(dateRangeSpan('septiembre de 2016 - marzo de 2018', now)).toEqual({
      start: 2016 + 8 / 12,
      end: 2018 + 2 / 12,
    })
    expect(dateRangeSpan('Summer 2021', now)).toEqual({ start: 2021.5, end: 2021.5 + 1 / 12 })
    expect(dateRangeSpan('2019 to date', now)?.end).toBeCloseTo(2025 + 5 / 12)
    expect(dateRangeSpan('Start date: June 2020', now)?.start).toBe(2020 + 5 / 12)
  })

  it('returns undefined for text without a year or with an end before the start', () => {
    expect(dateRangeSpan('', now)).toBeUndefined()
    expect(dateRangeSpan('since forever', now)).toBeUndefined()
    expect(dateRangeSpan('2020 - 2010', now)).toBeUndefined()
  })
})
