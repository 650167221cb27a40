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

  it('shows one generic text for every other failure, never the server text', () => {
    for (const error of [
      new ApiError(400, 'x', 'This PDF is encrypted.'),
      new ApiError(0, 'Network error'),
      'boom',
    ]) {
      expect(describeTailorError(error)).toEqual({ message: tailorFailedMessage })
    }
    expect(tailorFailedMessage).toBe('Failed to process your resume. Please try again later.')
  })
})
