import { Suspense, useEffect } from 'react'
import { Outlet, ScrollRestoration, useLocation, useNavigate, useNavigation } from 'react-router'
import { useToast } from '../../components/ui/toast.tsx'
import { sessionExpiredEvent, sessionExpiredMessage } from '../../lib/session-expired.ts'
import { Footer } from './footer.tsx'
import { Header } from './header.tsx'

export function RootLayout() {
  const navigation = useNavigation()
  const location = useLocation()
  const navigate = useNavigate()
  const notify = useToast()

  // A failed refresh clears the session in the API client; here we tell the user and go to /auth.
  useEffect(() => {
    const onExpired = () => {
      notify('error', sessionExpiredMessage)
      navigate('/auth', { state: { from: location } })
    }
    window.addEventListener(sessionExpiredEvent, onExpired)
    return () => window.removeEventListener(sessionExpiredEvent, onExpired)
  }, [notify, navigate, location])

  // Marks the moment React has taken over the prerendered landing markup: before it, the header's
  // buttons are inert. Browser tests wait for it before pressing keys.
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])

  // In-page targets such as /#features: scroll once the page has rendered.
  useEffect(() => {
    if (!location.hash) return
    document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView()
  }, [location])

  return (
    <div id="top" className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {navigation.state === 'loading' && (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-brand-600 motion-reduce:animate-none"
        />
      )}
      {/* Never shows its (empty) fallback: the header's lazy parts arrive in transitions (header.tsx). */}
      <Suspense>
        <Header />
      </Suspense>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  )
}
