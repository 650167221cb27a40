import type { TemplateUsageList } from '@tailor/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { queryKeys } from '../../../lib/query-keys.ts'

export const templateUsageQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.templateUsage,
    queryFn: ({ signal }) => api<TemplateUsageList>('/api/v1/dashboard/templates/', { signal }),
  })

/** The templates the user's analyses use, most recently used first. */
export function useTemplateUsage() {
  return useQuery(templateUsageQueryOptions())
}
