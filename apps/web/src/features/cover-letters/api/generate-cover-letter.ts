import type { CoverLetterResult } from '@tailor/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { ApiError } from '../../../lib/api-error.ts'
import { queryKeys } from '../../../lib/query-keys.ts'
import { type CoverLetterFormValues, toGenerateRequestBody } from '../cover-letter-form.ts'
import { coverLetterKeys } from './cover-letter-keys.ts'

export interface GenerateInput {
  values: CoverLetterFormValues
  resumeId: string | null
}

/** Thrown when the server answers 2xx without `success: true`. */
export class UnsuccessfulReplyError extends Error {
  override readonly name = 'UnsuccessfulReplyError'
}

export async function generateCoverLetter({ values, resumeId }: GenerateInput): Promise<CoverLetterResult> {
  const reply = await api<CoverLetterResult>('/api/v1/cover-letters/generate/', {
    method: 'POST',
    body: toGenerateRequestBody(values, resumeId),
  })
  if (reply?.success !== true) throw new UnsuccessfulReplyError('The cover letter reply was not successful.')
  return reply
}

/**
 * docs/product.md § Errors: an unsuccessful reply or a refused request (4xx) → "Please try again.", with the server's reason for
 * a refusal (an unreadable file, a size limit); anything else (network, server failure) → "Please try again
 * later." without the server's text. 402 is handled by the caller.
 */
export function describeGenerateError(error: unknown): { message: string; detail: string | null } {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500
  const answered = error instanceof UnsuccessfulReplyError || refused
  return {
    message: answered
      ? 'Failed to generate cover letter. Please try again.'
      : 'Failed to generate cover letter. Please try again later.',
    detail: refused ? error.detail : null,
  }
}

export function useGenerateCoverLetter() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: generateCoverLetter,
    onSuccess: () => {
      // A new letter changes the history, the credit balance and the resumes' "last used" order.
      void queryClient.invalidateQueries({ queryKey: coverLetterKeys.all })
      void queryClient.invalidateQueries({ queryKey: coverLetterKeys.previousResumes })
      void queryClient.invalidateQueries({ queryKey: queryKeys.credits })
    },
  })
}
