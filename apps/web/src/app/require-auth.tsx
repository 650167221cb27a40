import { Navigate, Outlet, useLocation } from 'react-router'
import { useAuth } from '../features/auth/hooks/auth-provider.tsx'
import { PageStatus } from './page-status.tsx'

/** Signed-in routes: wait for the auth check, else send the visitor to /auth remembering where they were. */
export function RequireAuth() {
  const { status } = useAuth()
  const location = useLocation()
  if (status === 'loading') return <PageStatus busy>Loading Authentication...</PageStatus>
  if (status === 'unauthenticated') return <Navigate to="/auth" replace state={{ from: location }} />
  return <Outlet />
}
