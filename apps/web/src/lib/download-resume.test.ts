import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

// The network is stubbed at the HTTP boundary; the app's real API client and session store run on top.
type Handler = (url: string, init: RequestInit | undefined) => Response
let handler: Handler = () => new Response(null, { status: 500 })
const calls: Array<{ url: string; authorization: string | null }> = []

beforeAll(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url: String(url), authorization: new Headers(init?.headers).get('Authorization') })
      return handler(String(url), init)
    }),
  )
})
afterAll(() => vi.unstubAllGlobals())

const load = async () => {
  const { fetchResumePdf } = await import('./download-resume.ts')
  const { browserSession } = await import('./browser-session.ts')
  return { fetchResumePdf, browserSession }
}

const pdf = () => new Response(new Blob(['%PDF-1.7 …'], { type: 'application/pdf' }), { status: 200 })
const url = '/api/v1/resume/analyses/a1/download/'

describe('fetchResumePdf', () => {
  beforeEach(async () => {
    calls.length = 0
    ;(await load()).browserSession.clear()
  })

  it('refuses without a stored access token: "Authentication required"', async () => {
    const { fetchResumePdf } = await load()
    await expect(fetchResumePdf(url)).rejects.toThrow('Authentication required')
    expect(calls).toEqual([])
  })

  it('sends the stored bearer token and returns the PDF bytes', async () => {
    const { fetchResumePdf, browserSession } = await load()
    browserSession.save({ access: 'a1', refresh: 'r1', name: 'Ana', email: 'ana@example.com' })
    handler = () => pdf()
    const blob = await fetchResumePdf(url)
    expect(await blob.text()).toMatch(/^%PDF/)
    expect(calls).toEqual([{ url, authorization: 'Bearer a1' }])
  })

  it('raises "HTTP error! status: {code}" for a reply that is not OK', async () => {
    const { fetchResumePdf, browserSession } = await load()
    browserSession.save({ access: 'a1', refresh: 'r1' })
    handler = () => new Response('{"detail":"Analysis not found."}', { status: 404 })
    await expect(fetchResumePdf(url)).rejects.toThrow('HTTP error! status: 404')
  })

  it('refreshes an expired token once and retries with the new one', async () => {
    const { fetchResumePdf, browserSession } = await load()
    browserSession.save({ access: 'old', refresh: 'r1' })
    handler = (path, init) => {
      const token = new Headers(init?.headers).get('Authorization')
      if (path.endsWith('/user/token/refresh/')) return Response.json({ access: 'new' })
      if (token === 'Bearer old') return new Response('{"detail":"expired"}', { status: 401 })
      return path === url ? pdf() : Response.json({ name: 'Ana' })
    }
    await expect(fetchResumePdf(url)).resolves.toBeInstanceOf(Blob)
    expect(calls.at(-1)).toEqual({ url, authorization: 'Bearer new' })
    expect(browserSession.read().accessToken).toBe('new')
  })
})
