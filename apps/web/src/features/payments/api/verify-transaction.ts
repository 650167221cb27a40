import type { TransactionReply } from '@tailor/contracts'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { queryKeys } from '../../../lib/query-keys.ts'

export function verifyTransaction(reference: string): Promise<TransactionReply> {
  return api<TransactionReply>(`/api/v1/transactions/verify/${encodeURIComponent(reference)}/`)
}

export const verifyTransactionQuery = (reference: string) =>
  ({
    queryKey: queryKeys.transaction(reference),
    queryFn: () => verifyTransaction(reference),
    retry: false,
    staleTime: 0,
  }) as const

export function useVerifyTransaction(reference: string | null) {
  return useQuery({ ...verifyTransactionQuery(reference ?? ''), enabled: reference !== null })
}
