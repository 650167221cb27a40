import type { AnalysisSummary } from '@tailor/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { queryKeys } from '../../../lib/query-keys.ts'

export interface AnalysisPage {
  count: number
  results: AnalysisSummary[]
}

/** docs/product.md § Limits page sizes. */
export const DASHBOARD_PAGE_SIZE = 4
export const HISTORY_PAGE_SIZE = 15

export function getAnalyses(page: number, pageSize: number, signal?: AbortSignal): Promise<AnalysisPage> {
  return api<AnalysisPage>(`/api/v1/resume/list/?page=${page}&page_size=${pageSize}`, { signal })
}

export const analysesQueryOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: queryKeys.analysisList(page, pageSize),
    queryFn: ({ signal }) => getAnalyses(page, pageSize, signal),
  })

/** One page of the user's analyses; while another page loads, the previous one stays on screen. */
export function useAnalyses(page: number, pageSize: number) {
  return useQuery({ ...analysesQueryOptions(page, pageSize), placeholderData: keepPreviousData })
}
