import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

/**
 * Serves the built single-page app from the same port as the API. Unknown GET paths outside /api get
 * index.html so the client router can show them; everything else gets a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const hasWebApp = existsSync(join(webDist, 'index.html'))
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders(res, path) {
        // Hashed chunk names change with their content, so they can be cached for good.
        const immutable = path.includes(`${join(webDist, 'static')}/`)
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/'
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/')
    if (hasWebApp && isPage && !/\.[a-z0-9]+$/i.test(path)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html')
    }
    return reply.code(404).send({ detail: `No route for ${request.method} ${path}.` })
  })
}
