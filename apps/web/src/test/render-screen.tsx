import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { vi } from 'vitest'
import { Providers } from '../app/providers.tsx'
import { browserSession } from '../lib/browser-session.ts'

/** Answers one API call: a JSON body with a status, or a promise of one to hold the request open. */
type Handler = (request: Request) => Response | Promise<Response>

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/**
 * The server as the component sees it, at the fetch boundary: each "METHOD /path/" answers with its handler,
 * anything else with 404. The requests are kept so a test can read what the form sent.
 */
export function fakeServer(routes: Record<string, Handler>) {
  const requests: Request[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(new URL(String(input), 'http://app.test'), init)
      requests.push(request)
      const handler = routes[`${request.method} ${new URL(request.url).pathname}`]
      return handler ? handler(request) : json({ detail: 'Not found.' }, 404)
    }),
  )
  return { requests }
}

/** Renders a screen's component inside the app's providers, a fresh query cache and a router at `path`. */
export function renderScreen(ui: ReactNode, path = '/') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  return render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={client}>
        <Providers>{ui}</Providers>
      </QueryClientProvider>
    </MemoryRouter>,
  )
}

/** A signed-in session, as a login leaves it; signed-in screens send their requests with its token. */
export function signIn() {
  browserSession.save({
    access: 'test-access',
    refresh: 'test-refresh',
    name: 'Ada',
    email: 'ada@example.com',
  })
}
