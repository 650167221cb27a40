import type { CoverLetterHistoryQuery } from '@tailor/contracts'
import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import type { HistoryParams } from '../api/cover-letter-keys.ts'

export type HistorySort = CoverLetterHistoryQuery['sort']
export type HistoryFilter = HistoryParams['filter']

// Kept here rather than read from the zod schema so this chunk does not pull in zod.
export const historySorts: readonly HistorySort[] = ['newest', 'oldest', 'company', 'job_title']
export const historyFilters: readonly HistoryFilter[] = ['all', 'this_week', 'this_month', 'last_month']

/** Reads the history's page, sort, filter and search from the address, ignoring unknown values. */
export function readHistoryParams(search: URLSearchParams): HistoryParams {
  const page = Number(search.get('page'))
  const sort = search.get('sort') as HistorySort
  const filter = search.get('filter') as HistoryFilter
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    sort: historySorts.includes(sort) ? sort : 'newest',
    filter: historyFilters.includes(filter) ? filter : 'all',
    search: search.get('search') ?? '',
  }
}

/**
 * The history's list state lives in the address, so a reload, a shared link or Back keeps it. Changing
 * sort, filter or search goes back to page 1; defaults are left out of the address.
 */
export function useHistoryParams() {
  const [searchParams, setSearchParams] = useSearchParams()
  const params = useMemo(() => readHistoryParams(searchParams), [searchParams])

  const update = useCallback(
    (change: Partial<HistoryParams>) => {
      setSearchParams(
        (current) => {
          const next = { ...readHistoryParams(current), page: 1, ...change }
          const out = new URLSearchParams()
          if (next.page > 1) out.set('page', String(next.page))
          if (next.sort !== 'newest') out.set('sort', next.sort)
          if (next.filter !== 'all') out.set('filter', next.filter)
          if (next.search) out.set('search', next.search)
          return out
        },
        { replace: true },
      )
    },
    [setSearchParams],
  )

  return { params, update }
}
