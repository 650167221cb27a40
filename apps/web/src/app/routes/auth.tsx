import { CheckCircle2 } from 'lucide-react'
import { useEffect } from 'react'
import { type Location, Navigate, useLocation } from 'react-router'
import { useClearToasts } from '../../components/ui/toast.tsx'
import { AuthPanel } from '../../features/auth/components/auth-panel.tsx'
import { useAuth } from '../../lib/auth-provider.tsx'
import { PageStatus } from '../page-status.tsx'

const benefits = [
  'An honest match score against the job requirements',
  'A tailored resume that never invents facts',
  'Cover letters in your tone, ready in minutes',
]

/** Where to go after signing in: the remembered location, else the dashboard. */
function getReturnPath(state: unknown): string {
  const from = (state as { from?: Location } | null)?.from
  if (!from?.pathname || from.pathname === '/auth') return '/dashboard'
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
}

export function Component() {
  const { status } = useAuth()
  const location = useLocation()
  const clearToasts = useClearToasts()
  // A failed attempt's toast ("wrong password") must not follow the user onto the page they sign in to.
  useEffect(() => {
    if (status === 'authenticated') clearToasts()
  }, [status, clearToasts])
  if (status === 'loading') return <PageStatus busy>Loading Authentication...</PageStatus>
  if (status === 'authenticated') return <Navigate to={getReturnPath(location.state)} replace />
  return (
    <div className="relative overflow-hidden">
      <title>Log in — Tailor</title>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(50rem_28rem_at_100%_0%,var(--color-brand-100),transparent)] dark:bg-[radial-gradient(50rem_28rem_at_100%_0%,color-mix(in_oklab,var(--color-brand-900)_60%,transparent),transparent)]"
      />
      <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-12 px-4 py-12 sm:px-6 md:py-20 lg:grid-cols-2 lg:px-8">
        <div className="hidden lg:block">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
            Tailor
          </p>
          <h2 className="mt-3 font-display text-4xl font-bold tracking-tight text-ink-950 dark:text-white">
            Your next application, tailored in minutes.
          </h2>
          <ul className="mt-8 space-y-4">
            {benefits.map((benefit) => (
              <li key={benefit} className="flex items-start gap-3 text-ink-700 dark:text-ink-200">
                <CheckCircle2
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-300"
                />
                {benefit}
              </li>
            ))}
          </ul>
        </div>
        <div className="mx-auto w-full max-w-md">
          <AuthPanel />
        </div>
      </div>
    </div>
  )
}
