import { Navigate, Outlet, useLocation } from 'react-router'
import { useAuth } from '../lib/auth-provider.tsx'
import { PageStatus } from './page-status.tsx'

/** Signed-in routes: wait for the auth check, else send the visitor to /auth remembering where they were. */
export function RequireAuth() {
  const { status, signedOut } = useAuth()
  const location = useLocation()
  if (status === 'loading') return <PageStatus busy>Loading Authentication...</PageStatus>
  // Signing out on a signed-in page goes home; an expired or missing session goes to sign in and comes back.
  if (status === 'unauthenticated' && signedOut) return <Navigate to="/" replace />
  if (status === 'unauthenticated') return <Navigate to="/auth" replace state={{ from: location }} />
  return <Outlet />
}
