import type { AnalysisRecord } from '@tailor/contracts'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { queryKeys } from '../../../lib/query-keys.ts'

export function getAnalysis(id: string): Promise<AnalysisRecord> {
  return api<AnalysisRecord>(`/api/v1/resume/analyses/${encodeURIComponent(id)}/`)
}

export const analysisQuery = (id: string) =>
  ({ queryKey: queryKeys.analysisRecord(id), queryFn: () => getAnalysis(id) }) as const

export function useAnalysis(id: string) {
  return useQuery(analysisQuery(id))
}
