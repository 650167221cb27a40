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

  it('answers "Please try again later." for server and network failures', () => {
    for (const error of [new ApiError(500, 'x'), new ApiError(0, 'Network error'), new TypeError('boom')]) {
      expect(describeGenerateError(error).message).toBe(
        'Failed to generate cover letter. Please try again later.',
      )
    }
  })
})
