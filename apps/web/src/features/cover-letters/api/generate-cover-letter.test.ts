import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api-error.ts'
import { describeGenerateError, UnsuccessfulReplyError } from './generate-cover-letter.ts'

describe('describeGenerateError', () => {
  it('answers "Please try again." for a reply that was not successful, with the server detail', () => {
    expect(describeGenerateError(new UnsuccessfulReplyError('no'))).toEqual({
      message: 'Failed to generate cover letter. Please try again.',
      detail: null,
    })
    expect(describeGenerateError(new ApiError(400, 'x', 'The uploaded file is empty.'))).toEqual({
      message: 'Failed to generate cover letter. Please try again.',
      detail: 'The uploaded file is empty.',
    })
  })

  it('shows the reason for a refused file or limit', () => {
    const detail = "This file is named .pdf but isn't a PDF. Please upload the original PDF or DOCX file."
    for (const status of [400, 413, 429]) {
      expect(describeGenerateError(new ApiError(status, 'x', detail)).detail).toBe(detail)
    }
  })

  it('answers "Please try again later." for server and network failures, without the server text', () => {
    for (const error of [
      new ApiError(500, 'x', 'Something went wrong on our side. Please try again.'),
      new ApiError(0, 'Network error'),
      new TypeError('boom'),
    ]) {
      expect(describeGenerateError(error)).toEqual({
        message: 'Failed to generate cover letter. Please try again later.',
        detail: null,
      })
    }
  })
})
