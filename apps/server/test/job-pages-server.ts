import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'

export const jobPagesDir = join(import.meta.dirname, 'fixtures', 'job-pages')

/**
 * Serves the saved job pages on 127.0.0.1: /pages/<file> with the content type real sites use, plus /redirect
 * to a given target and /long-posting. ATS JSON sits under a path naming the posting, as the user's link would.
 */
export async function startJobPagesServer(listenPort = 0) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture')
    if (url.pathname === '/redirect') {
      res.writeHead(302, { location: url.searchParams.get('to') ?? '/' })
      res.end()
      return
    }
    if (url.pathname === '/long-posting') {
      // A posting far longer than a tailor request takes (~1 MB of text).
      const part =
        '<p>You will work on reliable systems with experienced engineers, and you will own what you build.</p>' +
        '<ul><li>You will work on reliable systems with experienced engineers.</li></ul>'
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end(`<title>Engineer | Acme</title><article><h1>Engineer</h1>${part.repeat(6_000)}</article>`)
      return
    }
    const file = /^\/pages\/([\w-]+\.(?:html|json))(?:\/.*)?$/.exec(url.pathname)?.[1]
    let body: Buffer
    try {
      body = readFileSync(join(jobPagesDir, file ?? 'missing'))
    } catch {
      res.writeHead(404, { 'content-type': 'text/html' })
      res.end('<h1>Not found</h1>')
      return
    }
    const type = file!.endsWith('.json') ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8'
    res.writeHead(200, { 'content-type': type })
    res.end(body)
  })
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
