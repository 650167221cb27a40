import { describe, expect, it } from 'vitest'
import { requireResumeTheme, resumeTemplates } from './resume-templates.ts'
import { UnknownTemplateError } from './unknown-template-error.ts'

describe('resumeTemplates', () => {
  it('lists six distinct templates with modern, the default, first', () => {
    expect(resumeTemplates.map((template) => template.id)).toEqual([
      'modern',
      'classic',
      'minimal',
      'creative',
      'executive',
      'compact',
    ])
    const themes = resumeTemplates.map((template) => JSON.stringify(requireResumeTheme(template.id)))
    expect(new Set(themes).size).toBe(6)
  })

  it('throws UnknownTemplateError for an id that is not listed', () => {
    expect(() => requireResumeTheme('Modern')).toThrow(UnknownTemplateError)
  })
})
