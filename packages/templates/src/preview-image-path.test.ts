import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { coverLetterTemplates } from './cover-letter-templates.ts'
import { coverLetterPreviewImagePath, previewImagePath } from './preview-image-path.ts'
import { resumeTemplates } from './resume-templates.ts'
import { UnknownTemplateError } from './unknown-template-error.ts'

const pngSignature = '89504e470d0a1a0a'

describe('previewImagePath', () => {
  it.each(resumeTemplates.map((template) => template.id))('points at a committed PNG for %s', (id) => {
    const path = previewImagePath(id)
    expect(existsSync(path)).toBe(true)
    expect(readFileSync(path).subarray(0, 8).toString('hex')).toBe(pngSignature)
  })

  it.each(coverLetterTemplates.map((template) => template.id))('points at a PNG for the %s letter', (id) => {
    expect(existsSync(coverLetterPreviewImagePath(id))).toBe(true)
  })

  it('throws UnknownTemplateError instead of building a path from user input', () => {
    expect(() => previewImagePath('../../etc/passwd')).toThrow(UnknownTemplateError)
  })
})
