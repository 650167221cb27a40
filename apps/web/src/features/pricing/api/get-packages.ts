import type { CreditPackage, CreditPackageList } from '@tailor/contracts'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { ApiError } from '../../../lib/api-error.ts'
import { queryKeys } from '../../../lib/query-keys.ts'

/** The spec's pricing error text: the HTTP status when there was one, else the error's own text. */
export function describePackagesError(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) return `Failed to fetch packages: ${error.status}`
  return error instanceof Error ? error.message : String(error)
}

export async function getPackages(): Promise<CreditPackage[]> {
  const reply = await api<CreditPackageList>('/api/v1/credits/packages/', { auth: false })
  return reply.results.filter((item) => item.is_active)
}

export const packagesQuery = { queryKey: queryKeys.packages, queryFn: getPackages } as const

export function usePackages() {
  return useQuery(packagesQuery)
}
