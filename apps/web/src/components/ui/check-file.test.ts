import { describe, expect, it } from 'vitest'
import { checkFile, formatBytes } from './check-file.ts'

const accepted = ['pdf', 'doc', 'docx']
const limit = 10 * 1024 * 1024

describe('checkFile', () => {
  it('accepts the listed extensions in any case', () => {
    expect(checkFile({ name: 'Resume.PDF', size: 2000 }, accepted, limit)).toBeNull()
    expect(checkFile({ name: 'cv.final.docx', size: 2000 }, accepted, limit)).toBeNull()
  })

  it('rejects other types, files without an extension, empty and oversized files', () => {
    expect(checkFile({ name: 'resume.txt', size: 10 }, accepted, limit)).toBe(
      'Please choose a PDF, DOC or DOCX file.',
    )
    expect(checkFile({ name: 'resume', size: 10 }, accepted, limit)).toBe(
      'Please choose a PDF, DOC or DOCX file.',
    )
    expect(checkFile({ name: 'a.pdf', size: 0 }, accepted, limit)).toBe('This file is empty.')
    expect(checkFile({ name: 'a.pdf', size: 12.3 * 1024 * 1024 }, accepted, limit)).toBe(
      'Files can be up to 10 MB; this one is 12.3 MB.',
    )
  })
})

describe('formatBytes', () => {
  it('shows megabytes with at most one decimal and kilobytes rounded, never 0 KB', () => {
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB')
    expect(formatBytes(2.54 * 1024 * 1024)).toBe('2.5 MB')
    expect(formatBytes(348_160)).toBe('340 KB')
    expect(formatBytes(12)).toBe('1 KB')
  })
})
