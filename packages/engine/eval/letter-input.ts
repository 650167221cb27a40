import type { CoverLetterInput } from '../src/letter/write-cover-letter.ts'

/** A letter request with the user's optional notes left blank: tests and benchmarks name only what matters. */
export const letterInput = (
  over: Partial<CoverLetterInput> & Pick<CoverLetterInput, 'resume' | 'job'>,
): CoverLetterInput => ({
  hiringManager: '',
  referralSource: '',
  additionalInfo: '',
  tone: 'professional',
  length: 'medium',
  template: 'modern',
  seed: 1,
  ...over,
})
