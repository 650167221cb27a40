import type { AnalysisRecord } from '@tailor/contracts'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

/** Every analysis query (lists and records) sits under this key, so one invalidation refreshes them all. */
export const analysesKey = ['analyses'] as const

export function getAnalysis(id: string): Promise<AnalysisRecord> {
  return api<AnalysisRecord>(`/api/v1/resume/analyses/${encodeURIComponent(id)}/`)
}

export const analysisQuery = (id: string) =>
  ({ queryKey: [...analysesKey, 'record', id], queryFn: () => getAnalysis(id) }) as const

export function useAnalysis(id: string) {
  return useQuery(analysisQuery(id))
}
