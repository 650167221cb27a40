import type { BalanceReply } from '@tailor/contracts'
import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { lazyApi } from '../../lib/lazy-api.ts'

/**
 * The signed-in user's credits for the header, fetched again on every navigation so a tailoring or a purchase
 * shows up once the user moves on. The header sits outside the data screens' query client, hence a plain fetch.
 */
export function useCreditBalance(signedIn: boolean): number | null {
  const [balance, setBalance] = useState<number | null>(null)
  const { key } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: refetch on navigation (location key)
  useEffect(() => {
    if (!signedIn) {
      setBalance(null)
      return
    }
    const controller = new AbortController()
    lazyApi<BalanceReply>('/api/v1/credits/balance/', { signal: controller.signal }).then(
      (reply) => setBalance(reply.balance),
      () => {},
    )
    return () => controller.abort()
  }, [signedIn, key])
  return balance
}
