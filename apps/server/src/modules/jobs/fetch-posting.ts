import { lookup as dnsLookup } from 'node:dns/promises'
import http, { type IncomingMessage } from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import { isIP } from 'node:net'
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib'
import { AppError } from '../../lib/app-error.ts'
import { isPublicAddress } from './is-public-address.ts'

/** Resolves a host name to every address it has; injectable so tests never need real DNS. */
export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>

export type FetchOptions = {
  resolver?: Resolver
  /** "host:port" pairs reached without the address check (tests' fixture servers, intranets). */
  allowHosts?: readonly string[]
  timeoutMs?: number
  maxBytes?: number
  maxRedirects?: number
}

export type FetchedPage = { url: string; contentType: string; body: string }

const USER_AGENT = 'TailorJobImport/1.0 (+https://github.com/tailor)'
const ALLOWED_TYPES = [
  'text/html',
  'application/xhtml+xml',
  'application/json',
  'application/ld+json',
  'text/plain',
]
const REDIRECTS = new Set([301, 302, 303, 307, 308])

export const FORBIDDEN_ADDRESS = 'This link points to a private or local address, which can’t be read.'
export const TOO_SLOW =
  'The site took too long to answer (10 seconds at most). Paste the description instead.'
export const TOO_LARGE = 'The page is too large to read (2 MB at most). Paste the description instead.'

const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true })

/** Parses a user's link and refuses anything but plain http(s) without credentials. */
export function parseJobUrl(raw: string): URL {
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    throw new AppError('invalid', 'Please enter a full job link starting with https://.')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new AppError('invalid', 'Only http and https job links can be read.')
  }
  if (url.username || url.password) {
    throw new AppError('invalid', 'Job links with a user name or password can’t be read.')
  }
  return url
}

const hostKey = (url: URL) => `${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`

/**
 * The address check runs inside the socket's own lookup, so the address checked is the address connected to
 * (no second resolution an attacker's DNS could answer differently). Any non-public answer refuses the host.
 */
export function guardedLookup(resolver: Resolver): LookupFunction {
  return (hostname, options, callback) => {
    resolver(hostname).then(
      (addresses) => {
        if (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address))) {
          callback(new AppError('invalid', FORBIDDEN_ADDRESS), '', 4)
          return
        }
        const first = addresses[0]!
        if (options.all) (callback as unknown as (e: null, a: typeof addresses) => void)(null, addresses)
        else callback(null, first.address, first.family)
      },
      () => callback(new AppError('unprocessable', 'That site could not be found. Check the link.'), '', 4),
    )
  }
}

function requestOnce(
  url: URL,
  options: Required<FetchOptions>,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const allowed = options.allowHosts.includes(hostKey(url))
  const literal = url.hostname.replace(/^\[|\]$/g, '')
  // Sockets skip lookup for IP literals, so those are checked here; the URL parser has already turned
  // decimal, octal and hex forms (http://2130706433/) into dotted quads.
  if (!allowed && isIP(literal) && !isPublicAddress(literal)) throw new AppError('invalid', FORBIDDEN_ADDRESS)
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const req = client.request(url, {
      method: 'GET',
      signal,
      agent: false,
      headers: {
        'user-agent': USER_AGENT,
        accept: ALLOWED_TYPES.join(', '),
        'accept-encoding': 'gzip, deflate, br',
      },
      ...(allowed ? {} : { lookup: guardedLookup(options.resolver) }),
    })
    req.on('response', resolve)
    req.on('error', reject)
    req.end()
  })
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length'])
  if (Number.isFinite(declared) && declared > maxBytes) throw new AppError('unprocessable', TOO_LARGE)
  const encoding = (response.headers['content-encoding'] ?? 'identity').toLowerCase()
  // Counted after decompression, so a small compressed bomb stops at the same limit.
  const stream =
    encoding === 'gzip'
      ? response.pipe(createGunzip())
      : encoding === 'deflate'
        ? response.pipe(createInflate())
        : encoding === 'br'
          ? response.pipe(createBrotliDecompress())
          : response
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > maxBytes) {
      response.destroy()
      throw new AppError('unprocessable', TOO_LARGE)
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

function decode(body: Buffer, contentType: string): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? 'utf-8'
  try {
    return new TextDecoder(charset).decode(body)
  } catch {
    return new TextDecoder('utf-8').decode(body)
  }
}

/**
 * Fetches a job posting safely: http(s) only, every hop's connected address checked, at most 3 redirects,
 * one deadline for the whole exchange and a byte cap enforced while streaming.
 */
export async function fetchPosting(raw: string, opts: FetchOptions = {}): Promise<FetchedPage> {
  const options: Required<FetchOptions> = {
    resolver: opts.resolver ?? systemResolver,
    allowHosts: opts.allowHosts ?? [],
    timeoutMs: opts.timeoutMs ?? 10_000,
    maxBytes: opts.maxBytes ?? 2 * 1024 * 1024,
    maxRedirects: opts.maxRedirects ?? 3,
  }
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new AppError('unprocessable', TOO_SLOW)), options.timeoutMs)
  try {
    let url = parseJobUrl(raw)
    for (let hop = 0; ; hop++) {
      const response = await requestOnce(url, options, controller.signal)
      const location = response.headers.location
      if (REDIRECTS.has(response.statusCode ?? 0) && location) {
        response.resume()
        if (hop >= options.maxRedirects)
          throw new AppError('unprocessable', 'The link redirects too many times.')
        url = parseJobUrl(new URL(location, url).toString())
        continue
      }
      if ((response.statusCode ?? 0) >= 400) {
        response.resume()
        throw new AppError(
          'unprocessable',
          response.statusCode === 404 || response.statusCode === 410
            ? 'That posting was not found; it may have been taken down. Paste the description instead.'
            : `The site answered with an error (${response.statusCode}). Paste the description instead.`,
        )
      }
      const contentType = String(response.headers['content-type'] ?? '').toLowerCase()
      const mime = contentType.split(';')[0]!.trim()
      if (!ALLOWED_TYPES.includes(mime)) {
        response.resume()
        throw new AppError(
          'unprocessable',
          'That link is not a web page or posting (it may be a file or an image).',
        )
      }
      const body = await readBody(response, options.maxBytes)
      return { url: url.toString(), contentType: mime, body: decode(body, contentType) }
    }
  } catch (error) {
    if (controller.signal.aborted) throw controller.signal.reason
    if (error instanceof AppError) throw error
    throw new AppError(
      'unprocessable',
      'That site could not be reached. Check the link or paste the description.',
    )
  } finally {
    clearTimeout(timer)
  }
}
