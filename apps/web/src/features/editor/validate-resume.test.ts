import type { ResumeData } from '@tailor/contracts'
import { describe, expect, it } from 'vitest'
import { resumeRules, validateResume } from './validate-resume.ts'

const complete: ResumeData = {
  personal_information: {
    name: 'Maria Lopez',
    email: 'maria.lopez@example.com',
    phone: '',
    linkedin: '',
    location: '',
    position: 'Backend Engineer',
  },
  professional_summary: 'Backend engineer with 6 years of experience.',
  work_experience: [{ title: 'Engineer', company: 'Fintrust', dates: '2021 – Present', achievements: [] }],
  education: [],
  skills: [],
  certifications: [],
  references: [],
  projects: [],
  awards: [],
  publications: [],
  languages: [],
  volunteering: [],
  interests: [],
  other: [],
}

const withPerson = (changes: Partial<ResumeData['personal_information']>): ResumeData => ({
  ...complete,
  personal_information: { ...complete.personal_information, ...changes },
})

describe('validateResume', () => {
  it('accepts a resume with name, position, valid email, summary and one complete job', () => {
    expect(validateResume(complete)).toEqual([])
  })

  it('lists every missing field in the spec order, blank-only text counting as missing', () => {
    const empty: ResumeData = {
      ...withPerson({ name: ' ', position: '', email: '' }),
      professional_summary: '\n',
      work_experience: [],
    }
    expect(validateResume(empty)).toEqual([
      'Full name is required',
      'Position/Title is required',
      'Email is required',
      'Professional summary is required',
      'At least one work experience is required',
    ])
  })

  it('checks the email pattern only when an email is given', () => {
    for (const email of ['maria', 'maria@example', '@example.com', 'maria@.com x']) {
      expect(validateResume(withPerson({ email }))).toEqual([resumeRules.emailFormat])
    }
    expect(validateResume(withPerson({ email: ' a@b.co ' }))).toEqual([])
  })

  it('needs at least one job with title, company and dates, not all of them', () => {
    const partial = { title: 'Engineer', company: '', dates: '2020', achievements: [] }
    expect(validateResume({ ...complete, work_experience: [partial] })).toEqual([
      'Please complete at least one work experience with title, company, and dates',
    ])
    expect(validateResume({ ...complete, work_experience: [partial, ...complete.work_experience] })).toEqual(
      [],
    )
  })
})
