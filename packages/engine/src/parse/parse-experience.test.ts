import { describe, expect, it } from 'vitest'
import { parseExperience } from './parse-experience.ts'

describe('parseExperience', () => {
  it('reads "Title — Company" with dates on the same line', () => {
    expect(
      parseExperience(['ICU Nurse — Mercy Hospital\tJune 2020 – Present', '• Cared for patients.']),
    ).toEqual([
      {
        title: 'ICU Nurse',
        company: 'Mercy Hospital',
        dates: 'June 2020 – Present',
        achievements: ['Cared for patients.'],
      },
    ])
  })

  it('reads company first, then title and location, and drops the location', () => {
    const jobs = parseExperience([
      'Target\tAug 2020 – Present',
      'Store Manager\tSilver Spring, MD',
      '• Led 110 people.',
    ])
    expect(jobs[0]).toMatchObject({ title: 'Store Manager', company: 'Target', dates: 'Aug 2020 – Present' })
  })

  it('joins a wrapped achievement and does not start a job at its tail', () => {
    const jobs = parseExperience([
      'Welder at Acme Fabrication Inc. (2019 – 2022)',
      '• Built frames for trailers and reduced rework by',
      'half.',
      'Apprentice Welder at Steelworks Ltd (2016 – 2019)',
      '• Learned MIG and TIG welding.',
    ])
    expect(jobs).toHaveLength(2)
    expect(jobs[0]!.achievements).toEqual(['Built frames for trailers and reduced rework by half.'])
    expect(jobs[1]).toMatchObject({
      title: 'Apprentice Welder',
      company: 'Steelworks Ltd',
      dates: '2016 – 2019',
    })
  })

  it('returns no jobs for lines without any heading or dates', () => {
    expect(parseExperience([])).toEqual([])
  })
})
