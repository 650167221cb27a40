import type { JobImportReply } from '@tailor/contracts'
import { useMutation } from '@tanstack/react-query'
import { api } from './api.ts'
import { getErrorText } from './api-error.ts'

export function importJob(url: string): Promise<JobImportReply> {
  return api<JobImportReply>('/api/v1/jobs/import/', { method: 'POST', body: { url } })
}

/** The server's reason in plain words (refused address, no posting found, site closed), else a fallback. */
export const describeImportError = (error: unknown) =>
  getErrorText(error, 'The posting could not be read. Please try again or paste the description.')

export function useImportJob() {
  return useMutation({ mutationFn: importJob })
}
