import { emptyResumeData } from '@tailor/contracts'
import { describe, expect, it } from 'vitest'
import { cleanResume } from './clean-resume.ts'

describe('cleanResume', () => {
  it('trims fields and drops blank bullets, skills and entries', () => {
    const data = emptyResumeData()
    data.personal_information.name = '  Łukasz   Żółć '
    data.skills = [' SQL ', '', 'SQL', 'Python']
    data.work_experience = [
      { title: ' Welder ', company: '', dates: '', achievements: ['  ', 'Cut steel'] },
      { title: '', company: '', dates: ' ', achievements: [' '] },
    ]
    data.education = [
      { institution: ' ', degree: '', dates: '', field_of_study: '', gpa: '', honors: '', courses: [] },
    ]
    const clean = cleanResume(data)
    expect(clean.personal_information.name).toBe('Łukasz Żółć')
    expect(clean.skills).toEqual(['SQL', 'Python'])
    expect(clean.work_experience).toEqual([
      { title: 'Welder', company: '', dates: '', achievements: ['Cut steel'] },
    ])
    expect(clean.education).toEqual([])
  })

  it('does not change its argument', () => {
    const data = emptyResumeData()
    data.skills = [' SQL ']
    cleanResume(data)
    expect(data.skills).toEqual([' SQL '])
  })
})
