import type { DetailReply, SessionsReply } from '@tailor/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'sessions'],
    queryFn: ({ signal }) => api<SessionsReply>('/api/v1/user/sessions/', { signal }),
  })

export function useSessions() {
  return useQuery(sessionsQueryOptions())
}

export const signOutOthers = () =>
  api<DetailReply>('/api/v1/user/sessions/revoke-others/', { method: 'POST' })
