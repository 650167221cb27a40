import { describe, expect, it } from 'vitest'
import { resumeFileName } from './resume-file-name.ts'

describe('resumeFileName', () => {
  it('lowercases the job title and turns runs of other characters into one underscore', () => {
    expect(resumeFileName('Senior Engineer (Remote)')).toBe('senior_engineer_remote_resume.pdf')
    expect(resumeFileName('C++ / Go Developer')).toBe('c_go_developer_resume.pdf')
  })

  it('uses "Untitled Position" when the job title is blank', () => {
    expect(resumeFileName('  ')).toBe('untitled_position_resume.pdf')
  })

  it('falls back to "resume" when nothing alphanumeric is left', () => {
    expect(resumeFileName('Ingénieur ✓')).toBe('ing_nieur_resume.pdf')
    expect(resumeFileName('—')).toBe('resume_resume.pdf')
  })
})
