import { describe, expect, it } from 'vitest'
import { evalResumes } from '../../eval/eval-set.ts'
import { holdoutResumes } from '../../eval/holdout.ts'
import { fromJsonResume } from './from-json-resume.ts'
import { richResume } from './rich-resume.ts'
import { toJsonResume } from './to-json-resume.ts'
import { validateJsonResume } from './validate-json-resume.ts'

const resumes = [richResume, ...Object.values(evalResumes), ...Object.values(holdoutResumes)]

describe('toJsonResume', () => {
  it('has at least ten resumes to round-trip', () => expect(resumes.length).toBeGreaterThanOrEqual(10))

  it.each(resumes.map((resume) => [resume.personal_information.name, resume] as const))(
    'writes a valid JSON Resume for %s that imports back to the same data and exports identically',
    (_name, resume) => {
      const exported = toJsonResume(resume)
      expect(validateJsonResume(exported)).toEqual([])
      const imported = fromJsonResume(JSON.parse(JSON.stringify(exported)))
      expect(imported.ignored).toEqual([])
      expect(imported.resume_data).toEqual(resume)
      expect(toJsonResume(imported.resume_data)).toEqual(exported)
    },
  )

  it('puts every section where the schema has a place for it', () => {
    const exported = toJsonResume(richResume)
    expect(exported.basics).toMatchObject({
      name: 'Amara Okonkwo-Lindqvist',
      label: 'Product Designer',
      location: { city: 'Manchester', region: 'United Kingdom' },
      profiles: [{ network: 'LinkedIn', 'x-tailor-url': 'linkedin.com/in/amara-okonkwo' }],
    })
    expect(exported.work[0]).toMatchObject({ name: 'Harbourline Bank', startDate: '2021-02' })
    expect(exported.work[0]).not.toHaveProperty('endDate')
    expect(exported.education[0]).toMatchObject({
      area: 'Human-Computer Interaction',
      score: 'Distinction',
      startDate: '2015-09',
      endDate: '2016-07',
    })
    expect(exported.projects[0]).toMatchObject({ roles: ['Maintainer'], keywords: ['React', 'TypeScript'] })
    expect(exported.languages).toEqual([
      { language: 'English', fluency: 'Native' },
      { language: 'Swedish', fluency: 'Professional working' },
    ])
    expect(exported.volunteer[0]).toMatchObject({ organization: 'Code Club', position: 'Mentor' })
    expect(exported['x-tailor-other']).toEqual([
      { heading: 'Speaking', lines: ['UX Brighton 2023: Forms that forgive'] },
    ])
  })
})
