import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Outlet } from 'react-router'
import { browserSession } from '../../lib/browser-session.ts'
import { queryClient } from '../../lib/query-client.ts'

// Loaded lazily for the screens that fetch data, so the landing page never downloads TanStack Query.
export function Component() {
  // Signing out (or an expired session) drops everything cached for the previous user.
  useEffect(
    () =>
      browserSession.subscribe(() => {
        if (!browserSession.read().accessToken) queryClient.clear()
      }),
    [],
  )
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  )
}
