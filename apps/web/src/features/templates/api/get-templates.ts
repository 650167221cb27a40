import type { ResumeTemplate } from '@tailor/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

export const templatesQueryOptions = () =>
  queryOptions({
    queryKey: ['templates', 'catalogue'],
    queryFn: async ({ signal }) =>
      (await api<{ count: number; results: ResumeTemplate[] }>('/api/v1/resume/templates/', { signal }))
        .results,
    // The catalogue only changes with a deploy.
    staleTime: Number.POSITIVE_INFINITY,
  })

/** The resume templates in display order; the first is the default. */
export function useTemplates() {
  return useQuery(templatesQueryOptions())
}
