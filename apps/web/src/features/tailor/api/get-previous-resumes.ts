import type { PreviousResume, PreviousResumeList } from '@tailor/contracts'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { queryKeys } from '../../../lib/query-keys.ts'

export async function getPreviousResumes(): Promise<PreviousResume[]> {
  const reply = await api<PreviousResumeList>('/api/v1/resume/latest/')
  return reply.results
}

export const previousResumesQuery = {
  queryKey: queryKeys.previousResumes,
  queryFn: getPreviousResumes,
} as const

export function usePreviousResumes() {
  return useQuery(previousResumesQuery)
}
