import type { BalanceReply } from '@tailor/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { queryKeys } from '../../../lib/query-keys.ts'

export const creditsLoadFailedMessage = 'Failed to load credits.'

export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.balance,
    queryFn: ({ signal }) => api<BalanceReply>('/api/v1/credits/balance/', { signal }),
  })

export function useBalance() {
  return useQuery(balanceQueryOptions())
}
