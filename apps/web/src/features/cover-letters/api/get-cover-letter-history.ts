import type { CoverLetterHistoryItem } from '@tailor/contracts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { coverLetterKeys, type HistoryParams } from './cover-letter-keys.ts'

/** docs/product.md § Limits: the history shows 10 letters a page. */
export const historyPageSize = 10

export interface CoverLetterHistoryPage {
  count: number
  results: CoverLetterHistoryItem[]
}

/** docs/product.md § API: filter is left out for "all" and search when empty. */
export function toHistorySearch(params: HistoryParams, pageSize = historyPageSize): string {
  const search = new URLSearchParams({
    page: String(params.page),
    page_size: String(pageSize),
    sort: params.sort,
  })
  if (params.filter !== 'all') search.set('filter', params.filter)
  const text = params.search.trim()
  if (text) search.set('search', text)
  return search.toString()
}

export function getCoverLetterHistory(params: HistoryParams, pageSize = historyPageSize) {
  return api<CoverLetterHistoryPage>(`/api/v1/cover-letters/history/?${toHistorySearch(params, pageSize)}`)
}

/** One page of the history; the previous page stays on screen while the next one loads. */
export function useCoverLetterHistory(params: HistoryParams) {
  return useQuery({
    queryKey: coverLetterKeys.history(params),
    queryFn: () => getCoverLetterHistory(params),
    placeholderData: keepPreviousData,
  })
}

const everything: HistoryParams = { page: 1, sort: 'newest', filter: 'all', search: '' }

/** How many letters the user has in all, whatever the search and filter. */
export function useCoverLetterTotal() {
  return useQuery({
    queryKey: [...coverLetterKeys.history(everything), 'total'],
    queryFn: () => getCoverLetterHistory(everything, 1),
    select: (page) => page.count,
  })
}
