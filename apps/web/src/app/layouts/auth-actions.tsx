import { Link } from 'react-router'
import { buttonClass } from '../../components/ui/button.tsx'
import { cx } from '../../lib/cx.ts'
import { useAppConfig } from '../../lib/use-app-config.ts'

interface AuthActionsProps {
  /** The session is still being checked (the header's view of it, see header.tsx). */
  loading: boolean
  onGetStarted: () => void
  onNavigate?: () => void
  stacked?: boolean
}

/** Signed-out header actions: "Loading..." while the session is checked, then Log in + Get Started. */
export function AuthActions({ loading, onGetStarted, onNavigate, stacked = false }: AuthActionsProps) {
  const { registrationEnabled } = useAppConfig()
  const layout = cx('flex gap-2', stacked ? 'flex-col' : 'items-center')
  const full = stacked ? 'w-full' : undefined

  if (loading) {
    return (
      <span role="status" className="px-3 text-sm text-ink-500 dark:text-ink-400">
        Loading...
      </span>
    )
  }
  return (
    <div className={layout}>
      <Link to="/auth" onClick={onNavigate} className={buttonClass('ghost', 'sm', full)}>
        Log in
      </Link>
      {/* docs/product.md § Screens: links to /auth but, while registration is disabled, opens the modal instead. */}
      <Link
        to="/auth"
        onClick={(event) => {
          onNavigate?.()
          if (registrationEnabled) return
          event.preventDefault()
          onGetStarted()
        }}
        className={buttonClass('primary', 'sm', full)}
      >
        Get Started
      </Link>
    </div>
  )
}
