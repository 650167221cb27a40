import type { BalanceReply } from '@tailor/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

export const creditsLoadFailedMessage = 'Failed to load credits.'

export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: ['credits', 'balance'],
    queryFn: ({ signal }) => api<BalanceReply>('/api/v1/credits/balance/', { signal }),
  })

export function useBalance() {
  return useQuery(balanceQueryOptions())
}
