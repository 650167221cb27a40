import type { PreviousResume } from '@tailor/contracts'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { coverLetterKeys } from './cover-letter-keys.ts'

export async function getPreviousResumes(): Promise<PreviousResume[]> {
  const reply = await api<{ count: number; results: PreviousResume[] }>('/api/v1/resume/latest/')
  return reply.results
}

/** The resumes the user has used before, most recently used first. */
export function usePreviousResumes(enabled: boolean) {
  return useQuery({ queryKey: coverLetterKeys.previousResumes, queryFn: getPreviousResumes, enabled })
}
