import { describe, expect, it } from 'vitest'
import { resumeFileName } from './resume-file-name.ts'

describe('resumeFileName', () => {
  it('lower-cases the job title and replaces non-alphanumerics with underscores', () => {
    expect(resumeFileName('Senior Data Analyst')).toBe('senior_data_analyst_resume.pdf')
    expect(resumeFileName('C++/Go Developer')).toBe('c_go_developer_resume.pdf')
    expect(resumeFileName('Senior Engineer (Remote)')).toBe('senior_engineer_remote_resume.pdf')
  })

  it('names a record without a title after the "Untitled Position" fallback', () => {
    expect(resumeFileName('')).toBe('untitled_position_resume.pdf')
    expect(resumeFileName('   ')).toBe('untitled_position_resume.pdf')
  })

  it('still gives a usable name when the title has no latin letters or digits', () => {
    expect(resumeFileName('开发者')).toBe('resume_resume.pdf')
  })
})
