import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { dashboardQueryOptions } from '../features/dashboard/api/get-dashboard.ts'
import { templateUsageQueryOptions } from '../features/templates/api/get-template-usage.ts'
import { queryKeys } from '../lib/query-keys.ts'

/**
 * Which analysis the Edit Resume dialog shows (null: closed). Closing it refreshes what edits can change:
 * the lists, the dashboard figures and the templates in use.
 */
export function useEditAnalysis() {
  const queryClient = useQueryClient()
  const [editingId, setEditingId] = useState<string | null>(null)
  const close = useCallback(() => {
    setEditingId(null)
    queryClient.invalidateQueries({ queryKey: queryKeys.analyses })
    queryClient.invalidateQueries(dashboardQueryOptions())
    queryClient.invalidateQueries(templateUsageQueryOptions())
  }, [queryClient])
  return { editingId, open: setEditingId, close }
}
