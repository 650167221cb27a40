import { QueryClient } from '@tanstack/react-query'
import { ApiError } from './api-error.ts'

/** The one query cache, created by the first lazily loaded screen that needs it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Client errors (4xx) will not fix themselves; retry only network and server failures once.
      retry: (count, error) =>
        count < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
  },
})
