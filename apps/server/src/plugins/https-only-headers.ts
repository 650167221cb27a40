import type { FastifyInstance } from 'fastify'

const HSTS = 'max-age=15552000; includeSubDomains'

/**
 * HSTS and the CSP's upgrade-insecure-requests only for requests that arrived over HTTPS (request.protocol
 * honours the trusted proxy's X-Forwarded-Proto). Sent over plain HTTP, for example to http://192.168.1.20:3000
 * on a LAN, they make the browser fetch the app's own scripts over https, which fails: an unstyled page.
 */
export function registerHttpsOnlyHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol !== 'https') return
    reply.header('strict-transport-security', HSTS)
    const csp = reply.getHeader('content-security-policy')
    if (typeof csp === 'string') reply.header('content-security-policy', `${csp};upgrade-insecure-requests`)
  })
}
