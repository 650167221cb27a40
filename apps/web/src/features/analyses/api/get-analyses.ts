import type { AnalysisRecord } from '@tailor/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

export interface AnalysisPage {
  count: number
  results: AnalysisRecord[]
}

/** Spec §9 page sizes. */
export const DASHBOARD_PAGE_SIZE = 4
export const HISTORY_PAGE_SIZE = 15

export function getAnalyses(page: number, pageSize: number, signal?: AbortSignal): Promise<AnalysisPage> {
  return api<AnalysisPage>(`/api/v1/resume/list/?page=${page}&page_size=${pageSize}`, { signal })
}

/** Every cached analyses page; invalidate this after an analysis changes. */
export const analysesKey = ['analyses', 'list'] as const

export const analysesQueryOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...analysesKey, { page, pageSize }],
    queryFn: ({ signal }) => getAnalyses(page, pageSize, signal),
  })

/** One page of the user's analyses; while another page loads, the previous one stays on screen. */
export function useAnalyses(page: number, pageSize: number) {
  return useQuery({ ...analysesQueryOptions(page, pageSize), placeholderData: keepPreviousData })
}
