import { describe, expect, it } from 'vitest'
import { createApiClient } from './api-client.ts'
import { createMemoryStorage } from './create-memory-storage.ts'
import { logOut } from './log-out.ts'
import { createSessionStore } from './session.ts'

function setup(reply: () => Promise<Response>) {
  const storage = createMemoryStorage({
    accessToken: 'a1',
    refreshToken: 'r1',
    username: 'Ada',
    email: 'a@x.io',
  })
  const session = createSessionStore(storage)
  const calls: { url: string; body: unknown; auth: string | null }[] = []
  const api = createApiClient({
    baseUrl: 'http://api',
    session,
    fetch: async (url, init) => {
      calls.push({
        url: String(url),
        body: JSON.parse(String(init?.body)),
        auth: new Headers(init?.headers).get('Authorization'),
      })
      return reply()
    },
    readCookies: () => '',
  })
  return { api, session, calls }
}

describe('logOut', () => {
  it('clears the session and tells the server to end it with the refresh token', async () => {
    const { api, session, calls } = setup(async () => new Response(null, { status: 204 }))
    const done = logOut(api, session)
    expect(session.read()).toEqual({ accessToken: null, refreshToken: null, username: null, email: null })
    await done
    expect(calls).toEqual([{ url: 'http://api/api/v1/user/logout/', body: { refresh: 'r1' }, auth: null }])
  })

  it('signs out even when the server cannot be reached', async () => {
    const { api, session } = setup(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(logOut(api, session)).resolves.toBeUndefined()
    expect(session.read().refreshToken).toBeNull()
  })
})
