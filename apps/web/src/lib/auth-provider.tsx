import type { TokenReply } from '@tailor/contracts'
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import { browserSession } from './browser-session.ts'
import { lazyApi } from './lazy-api.ts'
import { logOut } from './log-out.ts'
import { sessionKeys } from './session.ts'

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated'

export interface AuthState {
  status: AuthStatus
  name: string | null
  email: string | null
  /** True once the user signed out here, so signed-in pages send them home rather than to the sign-in form. */
  signedOut: boolean
  login(reply: TokenReply): void
  logout(): void
  /** Shows a name or e-mail changed in Settings. */
  updateProfile(profile: { name?: string; email?: string }): void
}

const AuthContext = createContext<AuthState | null>(null)

function statusFromStorage(): AuthStatus {
  return browserSession.read().accessToken ? 'authenticated' : 'unauthenticated'
}

// docs/product.md § States: authentication starts loading; an access token in storage means signed in. With only a
// refresh token left, one authenticated call lets the API client refresh before loading ends.
export function AuthProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AuthStatus>('loading')
  const [profile, setProfile] = useState(() => browserSession.read())

  useEffect(() => {
    const sync = () => {
      setProfile(browserSession.read())
      setStatus(statusFromStorage())
    }
    const unsubscribe = browserSession.subscribe(sync)
    // Logins and logouts in other tabs.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || Object.values<string>(sessionKeys).includes(event.key)) sync()
    }
    window.addEventListener('storage', onStorage)
    const { accessToken, refreshToken } = browserSession.read()
    if (!accessToken && refreshToken) lazyApi('/api/v1/user/me/').then(sync, sync)
    else sync()
    return () => {
      unsubscribe()
      window.removeEventListener('storage', onStorage)
    }
  }, [])

  const [signedOut, setSignedOut] = useState(false)
  const login = useCallback((reply: TokenReply) => {
    setSignedOut(false)
    browserSession.save(reply)
  }, [])
  const logout = useCallback(() => {
    setSignedOut(true)
    void logOut(lazyApi, browserSession)
  }, [])
  const updateProfile = useCallback(
    (changes: { name?: string; email?: string }) => browserSession.setProfile(changes),
    [],
  )

  const value = useMemo<AuthState>(
    () => ({ status, name: profile.username, email: profile.email, signedOut, login, logout, updateProfile }),
    [status, profile, signedOut, login, logout, updateProfile],
  )
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

export function useAuth(): AuthState {
  const auth = useContext(AuthContext)
  if (!auth) throw new Error('useAuth must be used within an AuthProvider')
  return auth
}
