import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { Providers } from './app/providers.tsx'
import { routes } from './app/router.tsx'

/**
 * Renders one path to HTML at build time, as a signed-out visitor sees it before any data loads
 * (auth still "loading", build-time config, light theme). main.tsx hydrates it.
 */
export async function prerender(path: string): Promise<string> {
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')))
  if (context instanceof Response) throw new Error(`Prerender of ${path} answered ${context.status}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  return renderToString(
    <StrictMode>
      <Providers>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  )
}
