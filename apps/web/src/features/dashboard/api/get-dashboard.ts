import type { DashboardReply } from '@tailor/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => api<DashboardReply>('/api/v1/dashboard/', { signal }),
  })

/** The user's real figures: analyses, scores, downloads, cover letters, keyword coverage, formats. */
export function useDashboard() {
  return useQuery(dashboardQueryOptions())
}
