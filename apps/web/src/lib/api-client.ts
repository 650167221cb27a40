import { ApiError } from './api-error.ts'
import type { SessionStore } from './session.ts'
import { sessionExpiredMessage } from './session-expired.ts'

// One HTTP client for the whole app: bearer token, one refresh and one retry on 401, XSRF header
// from the XSRF-TOKEN cookie, `{"detail": ...}` error bodies turned into ApiError.

export const authRequiredMessage = 'Authentication required'
const networkErrorMessage = 'Network error: the server could not be reached.'

export interface Parser<T> {
  parse(data: unknown): T
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown
  /** Send the bearer token (default). Public calls and the token calls themselves pass false. */
  auth?: boolean
  schema?: Parser<T>
  signal?: AbortSignal
  /** 'blob' returns the body as a Blob (PDF downloads); errors are still read as `{"detail": ...}`. */
  responseType?: 'json' | 'blob'
}

export interface ApiClientOptions {
  baseUrl: string
  session: SessionStore
  fetch?: typeof fetch
  /** The document's cookie string, read at call time for the XSRF token. */
  readCookies?: () => string
  /** Called once the session has been cleared after a failed refresh. */
  onSessionExpired?: () => void
  /**
   * Serialises refreshes across the tabs sharing the stored session (default: the Web Locks API). Browsers
   * offer it only in secure contexts; on plain HTTP the server's refresh reuse grace keeps racing tabs signed in.
   */
  locks?: Pick<LockManager, 'request'>
}

export type ApiClient = <T = unknown>(path: string, options?: RequestOptions<T>) => Promise<T>

const xsrfCookie = 'XSRF-TOKEN'
const refreshLock = 'tailor-token-refresh'
const xsrfHeader = 'X-XSRF-TOKEN'

export function findCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return null
}

/** The `detail` of an error body and the body itself (some replies add flags such as two_factor_required). */
async function readError(response: Response): Promise<{ detail: string | null; body: unknown }> {
  try {
    const body: unknown = await response.json()
    if (body && typeof body === 'object' && 'detail' in body && typeof body.detail === 'string') {
      return { detail: body.detail, body }
    }
    return { detail: null, body }
  } catch {
    // Not JSON: no detail to show.
  }
  return { detail: null, body: null }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  // The global fetch is looked up per call, so one put in place later (a component test's server) is used.
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const readCookies = options.readCookies ?? (() => (typeof document === 'undefined' ? '' : document.cookie))
  const { session } = options
  // Concurrent 401s share one refresh call.
  let refreshing: Promise<'refreshed' | 'rejected' | 'unreachable'> | null = null

  function send(path: string, init: RequestOptions<unknown>, token: string | null): Promise<Response> {
    const headers = new Headers({ Accept: init.responseType === 'blob' ? '*/*' : 'application/json' })
    let body: BodyInit | undefined
    if (init.body instanceof FormData) body = init.body
    else if (init.body !== undefined) {
      headers.set('Content-Type', 'application/json')
      body = JSON.stringify(init.body)
    }
    if (token) headers.set('Authorization', `Bearer ${token}`)
    const xsrf = findCookie(readCookies(), xsrfCookie)
    if (xsrf) headers.set(xsrfHeader, xsrf)
    return doFetch(`${options.baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body,
      credentials: 'same-origin',
      signal: init.signal,
    })
  }

  /**
   * 'rejected' only when the server refused the refresh token; a refresh that never got an answer (offline,
   * or cancelled by a navigation) leaves the session alone, so a flaky network never signs anyone out.
   * Tabs take turns: a tab that waited while another refreshed uses the tokens that one stored, instead of
   * spending the already rotated refresh token.
   */
  async function refresh(): Promise<'refreshed' | 'rejected' | 'unreachable'> {
    const seen = session.read().refreshToken
    if (!seen) return 'rejected'
    const locks = options.locks ?? (typeof navigator === 'undefined' ? undefined : navigator.locks)
    return locks ? locks.request(refreshLock, () => rotate(seen)) : rotate(seen)
  }

  async function rotate(seen: string): Promise<'refreshed' | 'rejected' | 'unreachable'> {
    const { accessToken, refreshToken } = session.read()
    if (!refreshToken) return 'rejected'
    if (refreshToken !== seen && accessToken) return 'refreshed'
    let response: Response
    try {
      response = await send(
        '/api/v1/user/token/refresh/',
        { method: 'POST', body: { refresh: refreshToken } },
        null,
      )
    } catch {
      return 'unreachable'
    }
    if (!response.ok) return response.status >= 500 ? 'unreachable' : 'rejected'
    const reply = (await response.json().catch(() => ({}))) as { access?: unknown; refresh?: unknown }
    if (typeof reply.access !== 'string' || !reply.access) return 'rejected'
    session.setTokens(reply.access, typeof reply.refresh === 'string' ? reply.refresh : undefined)
    return 'refreshed'
  }

  /** One shared refresh; true when there is a new access token, throws when the server could not be reached. */
  async function refreshOnce(): Promise<boolean> {
    refreshing ??= refresh().finally(() => {
      refreshing = null
    })
    const outcome = await refreshing
    if (outcome === 'unreachable') throw new ApiError(0, networkErrorMessage)
    return outcome === 'refreshed'
  }

  function expire(): never {
    // A request sent just before the user signed out comes back 401 with no session left: nothing expired.
    const { accessToken, refreshToken } = session.read()
    session.clear()
    if (accessToken || refreshToken) options.onSessionExpired?.()
    throw new ApiError(401, sessionExpiredMessage)
  }

  return async function request<T>(path: string, init: RequestOptions<T> = {}): Promise<T> {
    const auth = init.auth ?? true
    let token: string | null = null
    if (auth) {
      token = session.read().accessToken
      if (!token) {
        if (!session.read().refreshToken) throw new ApiError(401, authRequiredMessage)
        if (!(await refreshOnce())) expire()
        token = session.read().accessToken
      }
    }

    let response: Response
    try {
      response = await send(path, init, token)
      if (auth && response.status === 401) {
        // A 401 for a token another call has already replaced needs no refresh of its own, only the retry.
        const current = session.read().accessToken
        if ((!current || current === token) && !(await refreshOnce())) expire()
        response = await send(path, init, session.read().accessToken)
      }
    } catch (error) {
      if (error instanceof ApiError || (error instanceof DOMException && error.name === 'AbortError'))
        throw error
      throw new ApiError(0, networkErrorMessage)
    }

    if (!response.ok) {
      const { detail, body } = await readError(response)
      // docs/product.md § API: a failed file download reads "HTTP error! status: {code}".
      const fallback =
        init.responseType === 'blob'
          ? `HTTP error! status: ${response.status}`
          : `Request failed with status ${response.status}`
      throw new ApiError(response.status, detail ?? fallback, detail, body)
    }
    if (response.status === 204) return undefined as T
    if (init.responseType === 'blob') return (await response.blob()) as T
    const data: unknown = await response.json()
    return init.schema ? init.schema.parse(data) : (data as T)
  }
}
