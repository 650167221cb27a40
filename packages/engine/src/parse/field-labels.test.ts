import { describe, expect, it } from 'vitest'
import { fieldOfLabel, readLabelledEntries } from './field-labels.ts'
import { parseEducation } from './parse-education.ts'
import { parseExperience } from './parse-experience.ts'

describe('fieldOfLabel', () => {
  it('names the field of Europass and plain form labels, and nothing else', () => {
    expect(fieldOfLabel('Occupation or position held')).toBe('title')
    expect(fieldOfLabel('Name and address of employer')).toBe('company')
    expect(fieldOfLabel('Surname(s) / First name(s)')).toBe('name')
    expect(fieldOfLabel('Telephone(s)')).toBe('contact')
    expect(fieldOfLabel('Address')).toBe('place')
    expect(fieldOfLabel('Period:')).toBe('dates')
    expect(fieldOfLabel('Name / Surname')).toBe('name')
    expect(fieldOfLabel('Personal Email')).toBe('contact')
    expect(fieldOfLabel('Home page')).toBe('contact')
    expect(fieldOfLabel('Senior Data Engineer')).toBeNull()
    expect(fieldOfLabel('Mar 2021 – Present')).toBeNull()
  })
})

describe('readLabelledEntries', () => {
  it("opens a field at a label alone on its line, and at a label after the form's first-row marker", () => {
    const lines = readLabelledEntries([
      '• Dates\tMar 2021 – Present',
      'Position\tIT Support Technician',
      'Employer\tLegacy Health, Portland, OR',
      'Responsibilities',
      '• Resolved 35 tickets a day across 12 clinics',
    ])
    expect(parseExperience(lines)).toEqual([
      {
        title: 'IT Support Technician',
        company: 'Legacy Health',
        dates: 'Mar 2021 – Present',
        achievements: ['Resolved 35 tickets a day across 12 clinics'],
      },
    ])
  })

  it('leaves a section with labels alone on their lines but no label/value rows as it is', () => {
    const lines = ['IT Support Technician', 'Legacy Health', 'Role outline', 'Achievements', '• Fixed it']
    expect(readLabelledEntries(lines)).toBe(lines)
  })

  it('reads a Europass work-experience block as jobs, whatever order the fields come in', () => {
    const lines = readLabelledEntries([
      'Dates\tMar 2021 – Present',
      'Occupation or position held\tIT Support Technician',
      'Main activities and responsibilities\t•  Resolved 35 tickets a day across 12 clinics',
      '•  Migrated 800 workstations to Windows 11',
      'Name and address of employer\tLegacy Health, Portland, OR',
      'Type of business or sector\tHealthcare',
      'Dates\tJun 2018 – Feb 2021',
      'Employer\tColumbia Sportswear',
      'Role\tHelp Desk Analyst',
    ])
    expect(parseExperience(lines)).toEqual([
      {
        title: 'IT Support Technician',
        company: 'Legacy Health',
        dates: 'Mar 2021 – Present',
        achievements: [
          'Resolved 35 tickets a day across 12 clinics',
          'Migrated 800 workstations to Windows 11',
        ],
      },
      {
        title: 'Help Desk Analyst',
        company: 'Columbia Sportswear',
        dates: 'Jun 2018 – Feb 2021',
        achievements: [],
      },
    ])
  })

  it('reads an education block with its field of study', () => {
    const lines = readLabelledEntries([
      'Dates\t2016 – 2018',
      'Title of qualification awarded\tAssociate of Applied Science',
      'Principal subjects / occupational skills covered\tComputer Information Systems',
      'Name and type of organisation providing education and training\tPortland Community College',
    ])
    expect(parseEducation(lines)).toMatchObject([
      {
        institution: 'Portland Community College',
        degree: 'Associate of Applied Science',
        dates: '2016 – 2018',
        field_of_study: 'Computer Information Systems',
      },
    ])
  })

  it('reads an organisation label as the employer in a job and the school in a degree', () => {
    const job = readLabelledEntries([
      'Dates\t2019 – 2022',
      'Occupation or position held\tLab Technician',
      'Name of organisation\tNorthfield Labs',
    ])
    expect(parseExperience(job)).toMatchObject([{ title: 'Lab Technician', company: 'Northfield Labs' }])
    const degree = readLabelledEntries([
      'Dates\t2015 – 2019',
      'Title of qualification awarded\tBachelor of Arts in History',
      'Organization\tRiverside College',
    ])
    expect(parseEducation(degree)).toMatchObject([
      { institution: 'Riverside College', degree: 'Bachelor of Arts in History', dates: '2015 – 2019' },
    ])
  })

  it('leaves a section without label rows as it is', () => {
    const lines = ['Data Analyst\tJan 2020 – Present', 'Acme Inc', '• Built dashboards']
    expect(readLabelledEntries(lines)).toBe(lines)
  })
})
