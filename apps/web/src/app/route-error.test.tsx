import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ChunkLoadError } from './load-chunk.ts'
import { RouteError } from './route-error.tsx'

// Renders a route whose loader throws `thrown`, with RouteError as its boundary.
async function renderError(thrown: unknown): Promise<string> {
  const routes = [
    {
      path: '/',
      loader: () => {
        throw thrown
      },
      Component: () => null,
      ErrorBoundary: RouteError,
    },
  ]
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request('http://test.local/'))
  if (context instanceof Response) throw new Error('unexpected redirect')
  const router = createStaticRouter(handler.dataRoutes, context)
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />)
}

describe('RouteError', () => {
  it('shows "Unexpected Application Error!" with the status and text of an error response', async () => {
    const html = await renderError(new Response('gone', { status: 404, statusText: 'Not Found' }))
    expect(html).toContain('Unexpected Application Error!')
    expect(html).toContain('404 Not Found')
  })

  it('shows the message of a thrown error', async () => {
    const html = await renderError(new Error('Cannot read the session'))
    expect(html).toContain('Unexpected Application Error!')
    expect(html).toContain('Cannot read the session')
  })

  it('explains a chunk that failed to load and offers a reload instead of the generic screen', async () => {
    const html = await renderError(new ChunkLoadError('pricing', 'timeout', 'no reply in 120000 ms'))
    expect(html).toContain('This page failed to load')
    expect(html).toContain('Reload page')
    expect(html).toContain('Loading chunk pricing failed.')
    expect(html).not.toContain('Unexpected Application Error!')
  })
})
