import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api-error.ts'
import { describeTailorError, tailorFailedMessage, templateNotFoundMessage } from './tailor-resume.ts'

describe('describeTailorError', () => {
  it('sends a payment-required reply to /pricing', () => {
    expect(describeTailorError(new ApiError(402, 'x', 'Not enough credits.'))).toEqual({
      redirect: '/pricing',
    })
  })

  it('reports a template problem when the server failed generating the PDF', () => {
    const error = new ApiError(500, 'x', 'Error generating PDF resume: template missing')
    expect(describeTailorError(error)).toEqual({ message: templateNotFoundMessage })
  })

  it('says why a job link could not be read', () => {
    const detail = 'No job posting was found at that link. Paste the description instead.'
    expect(describeTailorError(new ApiError(422, 'x', detail))).toEqual({ message: detail })
  })

  it('shows the server’s reason for a refused request: an unreadable file, a size limit, too many requests', () => {
    const noText =
      "We couldn't find any text in this PDF. Please upload a text-based PDF or paste your resume text."
    for (const [status, detail] of [
      [400, noText],
      [413, 'The file is larger than 10 MB. Please upload a smaller file.'],
      [429, 'Too many requests. Please wait a minute and try again.'],
    ] as const) {
      expect(describeTailorError(new ApiError(status, 'x', detail))).toEqual({ message: detail })
    }
  })

  it('shows one generic text for server failures, network errors and refusals without a reason', () => {
    for (const error of [
      new ApiError(500, 'x', 'Something went wrong on our side. Please try again.'),
      new ApiError(503, 'x', 'Busy.'),
      new ApiError(400, 'x'),
      new ApiError(0, 'Network error'),
      'boom',
    ]) {
      expect(describeTailorError(error)).toEqual({ message: tailorFailedMessage })
    }
    expect(tailorFailedMessage).toBe('Failed to process your resume. Please try again later.')
  })
})
