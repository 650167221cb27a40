import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { fromJsonResume } from './from-json-resume.ts'
import { ImportError } from './import-error.ts'

const sample = createRequire(import.meta.url)('@jsonresume/schema/sample.resume.json')

describe('fromJsonResume', () => {
  it('imports the official sample resume and lists what it had no place for', () => {
    const { resume_data, ignored } = fromJsonResume(sample)
    expect(resume_data.personal_information.name).toBe(sample.basics.name)
    expect(resume_data.work_experience[0]).toEqual({
      title: sample.work[0].position,
      company: sample.work[0].name,
      dates: expect.stringMatching(/^\w{3} \d{4}/),
      achievements: sample.work[0].highlights,
    })
    expect(ignored).toContain('basics.image')
    expect(ignored).toContain('work[].summary')
  })

  it('reads ISO dates as editor text, an open range as Present', () => {
    const { resume_data } = fromJsonResume({
      work: [
        { name: 'Acme', position: 'Engineer', startDate: '2019-04-01' },
        { name: 'Beta', position: 'Intern', startDate: '2017', endDate: '2018-09' },
      ],
    })
    expect(resume_data.work_experience.map((job) => job.dates)).toEqual([
      'Apr 2019 – Present',
      '2017 – Sep 2018',
    ])
  })

  it('imports skill groups as their keywords and says the group names were left out', () => {
    const { resume_data, ignored } = fromJsonResume({
      skills: [{ name: 'Web', keywords: ['HTML', 'CSS'] }, { name: 'Go' }],
    })
    expect(resume_data.skills).toEqual(['HTML', 'CSS', 'Go'])
    expect(ignored).toEqual(['skills[].name (group names; their keywords were imported)'])
  })

  it('refuses a file the official schema rejects, naming the problem', () => {
    expect(() => fromJsonResume({ basics: { email: 'not an email' } })).toThrow(ImportError)
    expect(() => fromJsonResume({ work: [{ startDate: 'last spring' }] })).toThrow(
      /^This file is not valid JSON Resume 1\.0\.0: work\[0\]\.startDate does not match pattern/,
    )
    expect(() => fromJsonResume([1, 2])).toThrow(
      'This JSON file is not a JSON Resume document (it must be an object).',
    )
  })
})
