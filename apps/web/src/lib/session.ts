// The spec's four session keys in browser storage. Authentication is decided only by whether an
// access token is stored (docs/product.md § Validation).

export const sessionKeys = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  username: 'username',
  email: 'email',
} as const

export interface LoginInput {
  access: string
  refresh: string
  name?: string | null
  email?: string | null
}

export interface SessionSnapshot {
  accessToken: string | null
  refreshToken: string | null
  username: string | null
  email: string | null
}

type Listener = () => void

export interface SessionStore {
  read(): SessionSnapshot
  save(input: LoginInput): void
  setTokens(access: string, refresh?: string): void
  /** The name or e-mail shown in the header changed in Settings. */
  setProfile(profile: { name?: string; email?: string }): void
  clear(): void
  subscribe(listener: Listener): () => void
}

/** A session store over any Storage (localStorage in the app, an in-memory one in tests). */
export function createSessionStore(storage: Storage): SessionStore {
  const listeners = new Set<Listener>()
  const notify = () => {
    for (const listener of listeners) listener()
  }
  return {
    read: () => ({
      accessToken: storage.getItem(sessionKeys.accessToken),
      refreshToken: storage.getItem(sessionKeys.refreshToken),
      username: storage.getItem(sessionKeys.username),
      email: storage.getItem(sessionKeys.email),
    }),
    save(input) {
      storage.setItem(sessionKeys.accessToken, input.access)
      storage.setItem(sessionKeys.refreshToken, input.refresh)
      storage.setItem(sessionKeys.username, input.name || 'User')
      storage.setItem(sessionKeys.email, input.email ?? '')
      notify()
    },
    setTokens(access, refresh) {
      storage.setItem(sessionKeys.accessToken, access)
      if (refresh) storage.setItem(sessionKeys.refreshToken, refresh)
      notify()
    },
    setProfile(profile) {
      if (profile.name) storage.setItem(sessionKeys.username, profile.name)
      if (profile.email) storage.setItem(sessionKeys.email, profile.email)
      notify()
    },
    clear() {
      for (const key of Object.values(sessionKeys)) storage.removeItem(key)
      notify()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
