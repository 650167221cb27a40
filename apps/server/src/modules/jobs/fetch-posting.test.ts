import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forbidOutbound } from '../../../test/forbid-outbound.ts'
import { AppError } from '../../lib/app-error.ts'
import {
  FORBIDDEN_ADDRESS,
  fetchPosting,
  guardedLookup,
  type Resolver,
  TOO_LARGE,
  TOO_SLOW,
} from './fetch-posting.ts'

// A tripwire: should the address guard ever break, these tests fail instead of dialling a private address.
afterAll(forbidOutbound())

/** A local server that counts every request, so a test can prove a forbidden target was never reached. */
async function countingServer(handler: Parameters<typeof createServer>[1]) {
  const server = createServer((req, res) => {
    state.hits++
    handler!(req, res)
  })
  const state = { hits: 0, server, port: 0 }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  state.port = (server.address() as AddressInfo).port
  return state
}

let fixture: Awaited<ReturnType<typeof countingServer>>
let forbidden: Awaited<ReturnType<typeof countingServer>>
const servers: Server[] = []

beforeAll(async () => {
  forbidden = await countingServer((_req, res) => res.end('secret'))
  fixture = await countingServer((req, res) => {
    const path = req.url ?? '/'
    if (path === '/ok') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.end('<h1>Engineer</h1>')
    } else if (path === '/to-loopback') {
      res.writeHead(302, { location: `http://127.0.0.1:${forbidden.port}/` })
      res.end()
    } else if (path === '/to-metadata') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' })
      res.end()
    } else if (path.startsWith('/loop')) {
      res.writeHead(302, { location: `/loop${Number(path.slice(5) || 0) + 1}` })
      res.end()
    } else if (path === '/drip') {
      res.writeHead(200, { 'content-type': 'text/html' })
      const timer = setInterval(() => res.write('<p>.</p>'), 50)
      res.on('close', () => clearInterval(timer))
    } else if (path === '/huge') {
      // 50 MB announced honestly, then streamed without a declared length.
      res.writeHead(200, { 'content-type': 'text/html' })
      const chunk = Buffer.alloc(64 * 1024, 'a')
      let sent = 0
      const pump = () => {
        while (sent < 50 * 1024 * 1024) {
          sent += chunk.length
          if (!res.write(chunk)) return res.once('drain', pump)
        }
        res.end()
      }
      pump()
    } else if (path === '/huge-declared') {
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(50 * 1024 * 1024) })
      res.end()
    } else if (path === '/image') {
      res.writeHead(200, { 'content-type': 'image/png' })
      res.end('png')
    } else {
      res.writeHead(404)
      res.end()
    }
  })
  servers.push(fixture.server, forbidden.server)
})

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

const allowHosts = () => [`127.0.0.1:${fixture.port}`]

/** A resolver answering from a table, recording every name asked. */
function fakeResolver(table: Record<string, string[]>) {
  const asked: string[] = []
  const resolver: Resolver = async (hostname) => {
    asked.push(hostname)
    return (table[hostname] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
  }
  return { resolver, asked }
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}

describe('fetchPosting refuses unsafe targets before connecting', () => {
  it.each([
    ['loopback', 'http://127.0.0.1:PORT/'],
    ['10/8', 'http://10.0.0.5:PORT/'],
    ['172.16/12', 'http://172.16.0.1:PORT/'],
    ['192.168/16', 'http://192.168.1.1:PORT/'],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['CGNAT', 'http://100.64.0.1:PORT/'],
    ['IPv6 loopback', 'http://[::1]:PORT/'],
    ['IPv4-mapped IPv6', 'http://[::ffff:127.0.0.1]:PORT/'],
    ['IPv6 unique-local', 'http://[fd00::1]:PORT/'],
    ['decimal IPv4', 'http://2130706433:PORT/'],
    ['octal IPv4', 'http://0177.0.0.1:PORT/'],
    ['hex IPv4', 'http://0x7f.0.0.1:PORT/'],
    ['short IPv4', 'http://127.1:PORT/'],
    ['zero network', 'http://0.0.0.0:PORT/'],
  ])('%s', async (_name, template) => {
    const { resolver, asked } = fakeResolver({})
    const error = await refusal(fetchPosting(template.replace('PORT', String(forbidden.port)), { resolver }))
    expect(error.message).toBe(FORBIDDEN_ADDRESS)
    expect(asked).toEqual([])
    expect(forbidden.hits).toBe(0)
  })

  it.each([
    ['a name resolving to 127.0.0.1', ['127.0.0.1']],
    ['a name resolving to 10.0.0.5', ['10.0.0.5']],
    ['a name resolving to 169.254.169.254', ['169.254.169.254']],
    ['a name resolving to ::1', ['::1']],
    ['a name resolving to ::ffff:127.0.0.1', ['::ffff:127.0.0.1']],
    ['a name with one public and one private address', ['93.184.216.34', '127.0.0.1']],
  ])('%s', async (_name, addresses) => {
    const { resolver, asked } = fakeResolver({ 'jobs.evil.test': addresses })
    const error = await refusal(fetchPosting(`http://jobs.evil.test:${forbidden.port}/`, { resolver }))
    expect(error.message).toBe(FORBIDDEN_ADDRESS)
    expect(asked).toEqual(['jobs.evil.test'])
    expect(forbidden.hits).toBe(0)
  })

  it('re-checks a redirect from an allowed fixture to 127.0.0.1', async () => {
    const error = await refusal(
      fetchPosting(`http://127.0.0.1:${fixture.port}/to-loopback`, { allowHosts: allowHosts() }),
    )
    expect(error.message).toBe(FORBIDDEN_ADDRESS)
    expect(forbidden.hits).toBe(0)
  })

  it('re-checks a redirect to the cloud metadata address', async () => {
    const error = await refusal(
      fetchPosting(`http://127.0.0.1:${fixture.port}/to-metadata`, { allowHosts: allowHosts() }),
    )
    expect(error.message).toBe(FORBIDDEN_ADDRESS)
  })

  it.each([
    ['file:///etc/passwd', 'Only http and https job links can be read.'],
    ['gopher://example.com/', 'Only http and https job links can be read.'],
    ['https://user:pass@example.com/job', 'Job links with a user name or password can’t be read.'],
    ['not a link', 'Please enter a full job link starting with https://.'],
  ])('refuses %s', async (url, message) => {
    const error = await refusal(fetchPosting(url))
    expect(error.kind).toBe('invalid')
    expect(error.message).toBe(message)
  })
})

describe('fetchPosting limits', () => {
  it('reads an allowed fixture page', async () => {
    const page = await fetchPosting(`http://127.0.0.1:${fixture.port}/ok`, { allowHosts: allowHosts() })
    expect(page).toEqual({
      url: `http://127.0.0.1:${fixture.port}/ok`,
      contentType: 'text/html',
      body: '<h1>Engineer</h1>',
    })
  })

  it('follows at most 3 redirects', async () => {
    const error = await refusal(
      fetchPosting(`http://127.0.0.1:${fixture.port}/loop`, { allowHosts: allowHosts() }),
    )
    expect(error.message).toBe('The link redirects too many times.')
  })

  it('stops a slow drip at the deadline', async () => {
    const started = Date.now()
    const error = await refusal(
      fetchPosting(`http://127.0.0.1:${fixture.port}/drip`, { allowHosts: allowHosts(), timeoutMs: 400 }),
    )
    expect(error.message).toBe(TOO_SLOW)
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('stops a 50 MB response at 2 MB while streaming', async () => {
    const error = await refusal(
      fetchPosting(`http://127.0.0.1:${fixture.port}/huge`, { allowHosts: allowHosts() }),
    )
    expect(error.message).toBe(TOO_LARGE)
  })

  it('refuses a declared 50 MB body without reading it', async () => {
    const error = await refusal(
      fetchPosting(`http://127.0.0.1:${fixture.port}/huge-declared`, { allowHosts: allowHosts() }),
    )
    expect(error.message).toBe(TOO_LARGE)
  })

  it('refuses content types outside the allow-list', async () => {
    const error = await refusal(
      fetchPosting(`http://127.0.0.1:${fixture.port}/image`, { allowHosts: allowHosts() }),
    )
    expect(error.kind).toBe('unprocessable')
  })
})

describe('guardedLookup (called by the socket, no connection made here)', () => {
  const lookup = (table: Record<string, string[]>, all: boolean) =>
    new Promise<{ error: Error | null; result: unknown }>((resolve) => {
      guardedLookup(fakeResolver(table).resolver)('jobs.example', { all }, (error, address, family) =>
        resolve({ error, result: all ? address : { address, family } }),
      )
    })

  it('hands public addresses to the socket in both lookup forms', async () => {
    const table = { 'jobs.example': ['93.184.216.34', '2606:2800:220:1::1'] }
    expect(await lookup(table, false)).toEqual({
      error: null,
      result: { address: '93.184.216.34', family: 4 },
    })
    expect(await lookup(table, true)).toEqual({
      error: null,
      result: [
        { address: '93.184.216.34', family: 4 },
        { address: '2606:2800:220:1::1', family: 6 },
      ],
    })
  })

  it('refuses a name with no addresses or any non-public one', async () => {
    expect((await lookup({}, true)).error?.message).toBe(FORBIDDEN_ADDRESS)
    expect((await lookup({ 'jobs.example': ['93.184.216.34', '10.0.0.5'] }, false)).error?.message).toBe(
      FORBIDDEN_ADDRESS,
    )
  })
})
