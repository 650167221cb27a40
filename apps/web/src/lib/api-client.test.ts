import { describe, expect, it, vi } from 'vitest'
import { createApiClient, findCookie } from './api-client.ts'
import { ApiError } from './api-error.ts'
import { createMemoryStorage } from './create-memory-storage.ts'
import { createSessionStore } from './session.ts'

interface Call {
  url: string
  method: string
  headers: Headers
  body: unknown
}

// A fake server at the HTTP boundary: records calls and answers from a handler.
function fakeServer(handler: (call: Call, index: number) => Response) {
  const calls: Call[] = []
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const call: Call = {
      url: String(url),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    }
    calls.push(call)
    return handler(call, calls.length - 1)
  })
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

function setup(
  initial: Record<string, string>,
  handler: (call: Call, index: number) => Response,
  cookies = '',
) {
  const storage = createMemoryStorage(initial)
  const session = createSessionStore(storage)
  const server = fakeServer(handler)
  const onSessionExpired = vi.fn()
  const api = createApiClient({
    baseUrl: 'http://api',
    session,
    fetch: server.fetch,
    readCookies: () => cookies,
    onSessionExpired,
  })
  return { api, storage, calls: server.calls, onSessionExpired }
}

describe('createApiClient', () => {
  it('sends the bearer token and the XSRF header from the XSRF-TOKEN cookie', async () => {
    const { api, calls } = setup(
      { accessToken: 'a1' },
      () => json(200, { ok: true }),
      'x=1; XSRF-TOKEN=abc%3D; y=2',
    )
    await expect(api('/api/v1/credits/balance/')).resolves.toEqual({ ok: true })
    expect(calls[0]!.url).toBe('http://api/api/v1/credits/balance/')
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer a1')
    expect(calls[0]!.headers.get('X-XSRF-TOKEN')).toBe('abc=')
  })

  it('on a 401 refreshes once, stores the new tokens and retries the call once', async () => {
    const { api, calls, storage } = setup({ accessToken: 'expired', refreshToken: 'r1' }, (call) => {
      if (call.url.endsWith('/token/refresh/')) return json(200, { access: 'a2', refresh: 'r2' })
      return call.headers.get('Authorization') === 'Bearer a2'
        ? json(200, { balance: 3 })
        : json(401, { detail: 'expired' })
    })
    await expect(api('/api/v1/credits/balance/')).resolves.toEqual({ balance: 3 })
    expect(calls.map((call) => call.url.replace('http://api', ''))).toEqual([
      '/api/v1/credits/balance/',
      '/api/v1/user/token/refresh/',
      '/api/v1/credits/balance/',
    ])
    expect(calls[1]!.body).toEqual({ refresh: 'r1' })
    expect(storage.getItem('accessToken')).toBe('a2')
    expect(storage.getItem('refreshToken')).toBe('r2')
  })

  it('shares one refresh between concurrent 401s', async () => {
    const { api, calls } = setup({ accessToken: 'expired', refreshToken: 'r1' }, (call) => {
      if (call.url.endsWith('/token/refresh/')) return json(200, { access: 'a2' })
      return call.headers.get('Authorization') === 'Bearer a2' ? json(200, {}) : json(401, {})
    })
    await Promise.all([api('/one/'), api('/two/')])
    expect(calls.filter((call) => call.url.endsWith('/token/refresh/'))).toHaveLength(1)
  })

  it('a 401 that comes back after another call refreshed retries with the new token, not a second refresh', async () => {
    let releaseSlow: () => void = () => {}
    const slowAnswered = new Promise<void>((resolve) => (releaseSlow = resolve))
    const storage = createMemoryStorage({ accessToken: 'expired', refreshToken: 'r1' })
    const session = createSessionStore(storage)
    const server = fakeServer((call) => {
      if (call.url.endsWith('/token/refresh/')) {
        const rotated = (call.body as { refresh: string }).refresh === 'r1'
        return json(200, rotated ? { access: 'a2', refresh: 'r2' } : { access: 'a3', refresh: 'r3' })
      }
      return call.headers.get('Authorization') === 'Bearer expired' ? json(401, {}) : json(200, {})
    })
    // The slow call's 401 reaches the client only after the fast call has refreshed and retried.
    const fetch = (async (url: string, init?: RequestInit) => {
      const reply = await server.fetch(url, init)
      if (url.endsWith('/slow/')) await slowAnswered
      return reply
    }) as typeof globalThis.fetch
    const api = createApiClient({ baseUrl: 'http://api', session, fetch })
    const slow = api('/slow/')
    await api('/fast/')
    releaseSlow()
    await slow
    expect(server.calls.filter((call) => call.url.endsWith('/token/refresh/'))).toHaveLength(1)
    expect(server.calls.at(-1)!.headers.get('Authorization')).toBe('Bearer a2')
    expect(storage.getItem('refreshToken')).toBe('r2')
  })

  it('clears the session and reports expiry when the refresh fails', async () => {
    const { api, storage, onSessionExpired } = setup(
      { accessToken: 'expired', refreshToken: 'bad', username: 'Ada', email: 'ada@example.com' },
      () => json(401, { detail: 'Token is invalid' }),
    )
    await expect(api('/api/v1/credits/balance/')).rejects.toThrow('Session expired. Please log in again.')
    expect(storage.length).toBe(0)
    expect(onSessionExpired).toHaveBeenCalledOnce()
  })

  it('does not report expiry for a 401 that arrives after the user signed out', async () => {
    const storage = createMemoryStorage({ accessToken: 'a1', refreshToken: 'r1' })
    const session = createSessionStore(storage)
    const onSessionExpired = vi.fn()
    const server = fakeServer(() => {
      session.clear()
      return json(401, { detail: 'Your session has expired or is invalid. Please log in again.' })
    })
    const api = createApiClient({ baseUrl: 'http://api', session, fetch: server.fetch, onSessionExpired })
    await expect(api('/api/v1/credits/balance/')).rejects.toThrow('Session expired. Please log in again.')
    expect(server.calls.map((c) => c.url)).toEqual(['http://api/api/v1/credits/balance/'])
    expect(onSessionExpired).not.toHaveBeenCalled()
  })

  it('keeps the session when the refresh never reaches the server or the server fails', async () => {
    const stored = { refreshToken: 'r1', username: 'Ada', email: 'ada@example.com' }
    // A navigation that cancels the refresh, or a dropped connection, is no verdict on the token.
    const offline = setup(stored, () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(offline.api('/api/v1/user/me/')).rejects.toMatchObject({ status: 0 })
    expect(offline.storage.getItem('refreshToken')).toBe('r1')
    expect(offline.onSessionExpired).not.toHaveBeenCalled()

    const failing = setup({ ...stored, accessToken: 'old' }, (call) =>
      call.url.endsWith('/token/refresh/') ? json(503, { detail: 'Down' }) : json(401, { detail: 'Expired' }),
    )
    await expect(failing.api('/x/')).rejects.toMatchObject({ status: 0 })
    expect(failing.storage.getItem('refreshToken')).toBe('r1')
    expect(failing.onSessionExpired).not.toHaveBeenCalled()
  })

  it('does not retry a second time when the retried call is still 401', async () => {
    const { api, calls } = setup({ accessToken: 'a', refreshToken: 'r' }, (call) =>
      call.url.endsWith('/token/refresh/') ? json(200, { access: 'b' }) : json(401, { detail: 'Nope' }),
    )
    await expect(api('/x/')).rejects.toMatchObject({ status: 401, detail: 'Nope' })
    expect(calls).toHaveLength(3)
  })

  it('refreshes first when only a refresh token is stored', async () => {
    const { api, calls } = setup({ refreshToken: 'r1' }, (call) =>
      call.url.endsWith('/token/refresh/') ? json(200, { access: 'a2' }) : json(200, { name: 'Ada' }),
    )
    await expect(api('/api/v1/user/me/')).resolves.toEqual({ name: 'Ada' })
    expect(calls[1]!.headers.get('Authorization')).toBe('Bearer a2')
  })

  it('answers "Authentication required" without a call when no token is stored', async () => {
    const { api, calls } = setup({}, () => json(200, {}))
    await expect(api('/x/')).rejects.toThrow('Authentication required')
    expect(calls).toHaveLength(0)
  })

  it('never refreshes for public calls and surfaces the server detail', async () => {
    const { api, calls } = setup({ refreshToken: 'r' }, () =>
      json(401, { detail: 'No active account found.' }),
    )
    const failure = api('/api/v1/user/token/', {
      method: 'POST',
      body: { email: 'a', password: 'b' },
      auth: false,
    })
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toMatchObject({ status: 401, detail: 'No active account found.' })
    expect(calls).toHaveLength(1)
    expect(calls[0]!.headers.get('Authorization')).toBeNull()
  })

  it('returns a Blob for responseType blob and still reads the detail of a failed reply', async () => {
    const { api, calls } = setup({ accessToken: 'a1' }, (_call, index) =>
      index === 0
        ? new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } })
        : json(404, { detail: 'Analysis not found.' }),
    )
    const pdf = await api<Blob>('/api/v1/resume/render/', { method: 'POST', body: {}, responseType: 'blob' })
    expect(pdf).toBeInstanceOf(Blob)
    await expect(pdf.text()).resolves.toBe('%PDF-1.7')
    expect(calls[0]!.headers.get('Accept')).toBe('*/*')
    await expect(api('/x/', { responseType: 'blob' })).rejects.toMatchObject({
      status: 404,
      detail: 'Analysis not found.',
    })
  })

  it('names a failed download without a detail "HTTP error! status: {code}"', async () => {
    const { api } = setup({ accessToken: 'a1' }, () => new Response('', { status: 404 }))
    await expect(api('/missing/', { responseType: 'blob' })).rejects.toThrow('HTTP error! status: 404')
  })

  it('turns a network failure into an ApiError with status 0', async () => {
    const storage = createMemoryStorage()
    const api = createApiClient({
      baseUrl: '',
      session: createSessionStore(storage),
      fetch: (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch,
      readCookies: () => '',
    })
    await expect(api('/x/', { auth: false })).rejects.toMatchObject({ status: 0 })
  })
})

describe('findCookie', () => {
  it('finds a cookie by exact name and returns null when absent', () => {
    expect(findCookie('XSRF-TOKEN-OLD=1; XSRF-TOKEN=2', 'XSRF-TOKEN')).toBe('2')
    expect(findCookie('a=1', 'XSRF-TOKEN')).toBeNull()
  })

  describe('two tabs sharing one stored session', () => {
    // The Web Locks API's contract for one lock name: callbacks run one at a time, in request order.
    function lockManager(): Pick<LockManager, 'request'> {
      let tail: Promise<unknown> = Promise.resolve()
      return {
        request: ((_name: string, callback: () => Promise<unknown>) => {
          const run = tail.then(callback)
          tail = run.catch(() => {})
          return run
        }) as LockManager['request'],
      }
    }

    function tabs(locks: Pick<LockManager, 'request'> | undefined) {
      const storage = createMemoryStorage({ accessToken: 'expired', refreshToken: 'r1' })
      // A server that rotates: each refresh token works once.
      let current = 'r1'
      let issued = 0
      const server = fakeServer((call) => {
        if (call.url.endsWith('/token/refresh/')) {
          const presented = (call.body as { refresh: string }).refresh
          if (presented !== current) return json(401, { detail: 'Refresh token is invalid or expired.' })
          issued++
          current = `r${issued + 1}`
          return json(200, { access: `a${issued + 1}`, refresh: current })
        }
        return call.headers.get('Authorization') === 'Bearer expired'
          ? json(401, { detail: 'expired' })
          : json(200, { ok: true })
      })
      const tab = () =>
        createApiClient({
          baseUrl: 'http://api',
          session: createSessionStore(storage),
          fetch: server.fetch,
          readCookies: () => '',
          locks,
        })
      return { a: tab(), b: tab(), calls: server.calls, storage }
    }

    it('refresh one at a time: the second tab uses the tokens the first stored', async () => {
      const { a, b, calls, storage } = tabs(lockManager())
      await expect(Promise.all([a('/api/v1/x/'), b('/api/v1/y/')])).resolves.toEqual([
        { ok: true },
        { ok: true },
      ])
      expect(calls.filter((call) => call.url.endsWith('/token/refresh/'))).toHaveLength(1)
      expect(storage.getItem('refreshToken')).toBe('r2')
    })

    it('without a lock the second tab spends the rotated token (what the lock prevents)', async () => {
      const { a, b } = tabs(undefined)
      const results = await Promise.allSettled([a('/api/v1/x/'), b('/api/v1/y/')])
      expect(results.map((r) => r.status)).toContain('rejected')
    })
  })
})
