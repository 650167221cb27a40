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

  it('keeps the company from a "Company, City, ST" line and cuts a city off the company', () => {
    const jobs = parseExperience([
      'Senior Data Scientist\tMay 2021 – Present',
      'Zillow Group, Seattle, WA',
      '• Built the demand model.',
      'Marketing Manager\t2018 – 2021',
      'Deliveroo, London',
    ])
    expect(jobs.map((j) => [j.title, j.company])).toEqual([
      ['Senior Data Scientist', 'Zillow Group'],
      ['Marketing Manager', 'Deliveroo'],
    ])
  })

  it('starts a job at a heading ending in a full stop when dates follow it', () => {
    const jobs = parseExperience([
      'HR Generalist — Aptiv Services Poland S.A.',
      '03/2020 – Present',
      '• Introduced Workday onboarding checklists',
      'HR Assistant — Comarch S.A.',
      '07/2017 – 02/2020',
      '• Prepared employment contracts.',
    ])
    expect(jobs.map((j) => [j.title, j.company, j.dates])).toEqual([
      ['HR Generalist', 'Aptiv Services Poland S.A.', '03/2020 – Present'],
      ['HR Assistant', 'Comarch S.A.', '07/2017 – 02/2020'],
    ])
  })
})

describe('parseExperience: an item broken after a joining word', () => {
  it('goes on in the next line when that starts lowercase', () => {
    const [job] = parseExperience([
      'Help Desk Analyst, Columbia Sportswear — Jun 2018 – Feb 2021',
      '• Answered phone and chat support for retail and',
      '• office employees in 25 stores',
    ])
    expect(job?.achievements).toEqual([
      'Answered phone and chat support for retail and office employees in 25 stores',
    ])
  })

  it('drops the labels over a job\'s bullets ("Role outline", "Achievements")', () => {
    expect(
      parseExperience([
        'Mar 2021 - Present',
        'Role outline',
        'IT Support Technician',
        'Legacy Health',
        '• Resolved 35 tickets a day',
        'Achievements',
        '• Migrated 800 workstations',
      ]),
    ).toEqual([
      {
        title: 'IT Support Technician',
        company: 'Legacy Health',
        dates: 'Mar 2021 - Present',
        achievements: ['Resolved 35 tickets a day', 'Migrated 800 workstations'],
      },
    ])
  })

  it('reads a title whose first word has a capital inside ("iOS Developer") as a job heading', () => {
    expect(
      parseExperience([
        'iOS Developer\tApr 2020 – Present',
        'Tidepool Fitness',
        '• Built the workout tracking app',
        'Mobile Developer\tMay 2018 – Mar 2020',
        'Appforge',
      ]).map((j) => [j.title, j.company]),
    ).toEqual([
      ['iOS Developer', 'Tidepool Fitness'],
      ['Mobile Developer', 'Appforge'],
    ])
  })

  it('reads a bare line over "Title | dates" as the company over its title', () => {
    expect(
      parseExperience(['Northgate Couriers', 'Route Planner | Mar 2019 - Present', '• Planned routes.']),
    ).toMatchObject([{ title: 'Route Planner', company: 'Northgate Couriers', dates: 'Mar 2019 - Present' }])
  })

  it('reads a title over "Company | dates" when their words say so', () => {
    expect(
      parseExperience([
        'Night Auditor',
        'Pinecrest Lodge and Suites | Jan 2017 - Mar 2020',
        '• Balanced the ledger.',
      ]),
    ).toMatchObject([
      { title: 'Night Auditor', company: 'Pinecrest Lodge and Suites', dates: 'Jan 2017 - Mar 2020' },
    ])
  })

  it("reads an entry whose words do not tell title from company in the order of the section's other entries", () => {
    const jobs = parseExperience([
      'HOLLOWAY FREIGHT LINES\tReno, NV',
      'Dispatch Supervisor\tMay 2020 – Present',
      '• Ran the night desk.',
      'SIERRA MOTOR GROUP INC.\tSparks, NV',
      'Parts Coordinator\tJan 2017 – Apr 2020',
      '• Kept the parts counter stocked.',
      'SUMMIT PARTNER\tCarson City, NV',
      'Service Technician\tJun 2014 – Dec 2016',
      '• Serviced fleet trucks.',
    ])
    expect(jobs.map((j) => [j.title, j.company])).toEqual([
      ['Dispatch Supervisor', 'HOLLOWAY FREIGHT LINES'],
      ['Parts Coordinator', 'SIERRA MOTOR GROUP INC.'],
      ['Service Technician', 'SUMMIT PARTNER'],
    ])
  })

  it("takes duties set as prose sentence by sentence, without their full stops, but keeps a lost list's lines", () => {
    const prose = parseExperience([
      'Dock Lead at Harbour Freight',
      'Jan 2020 - Present',
      'Ran the night dock. Trained six loaders on the new scanners.',
      'Cut dwell time by a third.',
    ])
    expect(prose[0]!.achievements).toEqual([
      'Ran the night dock',
      'Trained six loaders on the new scanners',
      'Cut dwell time by a third',
    ])
    const lines = parseExperience([
      'Dock Lead at Harbour Freight',
      'Jan 2020 - Present',
      'Ran the night dock with a team of twelve loaders.',
      'Cut dwell time by a third.',
    ])
    expect(lines[0]!.achievements).toEqual([
      'Ran the night dock with a team of twelve loaders.',
      'Cut dwell time by a third.',
    ])
  })
})
