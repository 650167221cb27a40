import type { ApiClient } from './api-client.ts'
import type { SessionStore } from './session.ts'

/**
 * Signs out at once (docs/product.md § States: the four keys go, the header shows signed out) and asks the server to end the
 * session, so the refresh token and the access tokens left behind stop working. An unreachable server does
 * not keep anyone signed in.
 */
export function logOut(api: ApiClient, session: SessionStore): Promise<void> {
  const { refreshToken } = session.read()
  session.clear()
  if (!refreshToken) return Promise.resolve()
  return api('/api/v1/user/logout/', { method: 'POST', auth: false, body: { refresh: refreshToken } }).then(
    () => undefined,
    () => undefined,
  )
}
