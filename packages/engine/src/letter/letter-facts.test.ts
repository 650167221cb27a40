import { emptyResumeData, type ResumeData } from '@tailor/contracts'
import { describe, expect, it } from 'vitest'
import { analyzeJob } from '../job/analyze-job.ts'
import { employer, fieldTitle, fieldYears, letterFacts } from './letter-facts.ts'

const now = new Date('2026-11-25T12:00:00Z')
const resume = (over: Partial<ResumeData>): ResumeData => ({ ...emptyResumeData(), ...over })
const role = (title: string, dates: string, company = 'Cascade Studios') => ({
  title,
  company,
  dates,
  achievements: [],
})

describe('fieldYears', () => {
  it('counts the years of the roles in the latest role’s field, not the whole career under its title', () => {
    const developer = resume({
      work_experience: [
        role('Senior Game Developer', 'March 2022 - Present'),
        role('Game Developer', 'June 2020 - February 2022'),
        role('Barista', '2014 - 2020', 'Bean There'),
      ],
    })
    expect(fieldTitle('Senior Game Developer')).toBe('Game Developer')
    expect(fieldYears(developer, now)).toBe(6)
  })

  it('never claims more than the resume itself states', () => {
    const stated = resume({
      professional_summary: 'Game developer with 5+ years of experience.',
      work_experience: [role('Game Developer', 'June 2020 - Present')],
    })
    expect(fieldYears(stated, now)).toBe(5)
  })
})

describe('letterFacts', () => {
  const job = analyzeJob('We need a developer with C++ and code reviews experience.')

  it('keeps a degree that ends in the future out of the degrees held', () => {
    const facts = letterFacts(
      resume({
        education: [
          {
            institution: 'University of Washington',
            degree: 'Bachelor of Science',
            dates: '2023 - 2027',
            field_of_study: '',
            gpa: '',
            honors: '',
            courses: [],
          },
          {
            institution: 'Seattle Central',
            degree: 'Associate of Arts',
            dates: '2021 - 2023',
            field_of_study: '',
            gpa: '',
            honors: '',
            courses: [],
          },
        ],
      }),
      job,
      '',
      now,
    )
    expect(facts.degrees).toEqual(['Associate of Arts from Seattle Central'])
    expect(facts.degreesInProgress).toEqual([
      { degree: 'Bachelor of Science from University of Washington', year: '2027' },
    ])
  })

  it('owns up to no gap the uploaded file mentions anywhere, even in a section the editor drops', () => {
    const candidate = resume({ work_experience: [role('Game Developer', '2020 - Present')] })
    expect(letterFacts(candidate, job, '', now).missing.map((skill) => skill.label)).toContain('Code review')
    const volunteering = 'Volunteer: mentor aspiring developers through code reviews.'
    expect(letterFacts(candidate, job, volunteering, now).missing.map((skill) => skill.label)).not.toContain(
      'Code review',
    )
  })
})

describe('employer', () => {
  it('refuses page furniture, places, headings and dates, and keeps real companies', () => {
    for (const junk of ['Page 1 of 2', '2 / 3', 'Seattle, WA', 'Remote', 'Experience', 'March 2022', ' — '])
      expect(employer(junk), junk).toBe('')
    for (const company of ['Cascade Studios', 'Acme, Inc.', 'St. Brigid’s Medical Center', 'IBM'])
      expect(employer(company)).toBe(company)
  })
})
