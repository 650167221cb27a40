import type { DashboardReply } from '@tailor/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { queryKeys } from '../../../lib/query-keys.ts'

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.dashboard,
    queryFn: ({ signal }) => api<DashboardReply>('/api/v1/dashboard/', { signal }),
  })

/** The user's real figures: analyses, scores, downloads, cover letters, keyword coverage, formats. */
export function useDashboard() {
  return useQuery(dashboardQueryOptions())
}
