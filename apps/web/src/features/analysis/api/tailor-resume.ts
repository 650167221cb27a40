import type { TailorReply } from '@tailor/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { ApiError } from '../../../lib/api-error.ts'
import { previousResumesQuery } from './get-previous-resumes.ts'

export function tailorResume(body: FormData | Record<string, unknown>): Promise<TailorReply> {
  return api<TailorReply>('/api/v1/resume/tailor/', { method: 'POST', body })
}

export const tailorFailedMessage = 'Failed to process your resume. Please try again later.'
export const templateNotFoundMessage =
  'Template not found: the chosen template could not be used to generate your resume. Please choose another template and try again.'

/**
 * Spec §8: 402 goes to /pricing; a PDF generation error means the template was not found; else one text.
 * A job link that cannot be read (422) says why, so the user knows to paste the description.
 */
export function describeTailorError(error: unknown): { redirect: '/pricing' } | { message: string } {
  if (error instanceof ApiError && error.status === 402) return { redirect: '/pricing' }
  if (error instanceof ApiError && error.status === 422 && error.detail) return { message: error.detail }
  const text = error instanceof ApiError ? `${error.detail ?? ''} ${error.message}` : String(error)
  if (text.includes('Error generating PDF resume')) return { message: templateNotFoundMessage }
  return { message: tailorFailedMessage }
}

export function useTailorResume() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: tailorResume,
    // A new analysis, a resume now "last used", one credit less.
    onSuccess: () =>
      Promise.all(
        [['analyses'], previousResumesQuery.queryKey, ['credits']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  })
}
