import type { TailorReply } from '@tailor/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { ApiError } from '../../../lib/api-error.ts'
import { queryKeys } from '../../../lib/query-keys.ts'

export function tailorResume(body: FormData | Record<string, unknown>): Promise<TailorReply> {
  return api<TailorReply>('/api/v1/resume/tailor/', { method: 'POST', body })
}

export const tailorFailedMessage = 'Failed to process your resume. Please try again later.'
export const templateNotFoundMessage =
  'Template not found: the chosen template could not be used to generate your resume. Please choose another template and try again.'

/**
 * docs/product.md § Errors: 402 goes to /pricing; a PDF generation error means the template was not found. A request the
 * server refused (4xx) shows its reason, since only the user can fix it (another file, a smaller one, a
 * wait); server and network failures keep the spec's one generic text.
 */
export function describeTailorError(error: unknown): { redirect: '/pricing' } | { message: string } {
  if (error instanceof ApiError && error.status === 402) return { redirect: '/pricing' }
  const text = error instanceof ApiError ? `${error.detail ?? ''} ${error.message}` : String(error)
  if (text.includes('Error generating PDF resume')) return { message: templateNotFoundMessage }
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.detail)
    return { message: error.detail }
  return { message: tailorFailedMessage }
}

export function useTailorResume() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: tailorResume,
    // A new analysis, a resume now "last used", one credit less.
    onSuccess: () =>
      Promise.all(
        [queryKeys.analyses, queryKeys.previousResumes, queryKeys.credits].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  })
}
