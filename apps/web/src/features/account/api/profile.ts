import type { DetailReply, MeReply } from '@tailor/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'me'],
    queryFn: ({ signal }) => api<MeReply>('/api/v1/user/me/', { signal }),
  })

export function useMe() {
  return useQuery(meQueryOptions())
}

export const updateName = (name: string) =>
  api<{ name: string }>('/api/v1/user/me/', { method: 'PATCH', body: { name } })

export const requestEmailChange = (new_email: string, password: string) =>
  api<DetailReply>('/api/v1/user/email/change/', { method: 'POST', body: { new_email, password } })

export const confirmEmailChange = (token: string) =>
  api<{ email: string; detail: string }>('/api/v1/user/email/change/confirm/', {
    method: 'POST',
    auth: false,
    body: { token },
  })
