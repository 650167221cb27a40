import { Link, NavLink, useNavigate } from 'react-router'
import type { MenuLink } from '../../components/ui/menu.tsx'
import { useAuth } from '../../lib/auth-provider.tsx'
import { cx } from '../../lib/cx.ts'
import { appLinks, historyLinks } from './app-links.ts'
import { AuthActions } from './auth-actions.tsx'
import { CreditBalance } from './credit-balance.tsx'
import { featuresLink, productLinks, resourceLinks } from './nav-links.ts'

interface MobileMenuProps {
  onClose: () => void
  onGetStarted: () => void
  signedIn: boolean
  /** The session is still being checked. */
  loading: boolean
  balance: number | null
}

const itemClass =
  'block rounded-lg px-3 py-2.5 text-base font-medium text-ink-800 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-ink-100 dark:hover:bg-ink-800'

const activeClass = 'bg-brand-50 text-brand-800 dark:bg-brand-950/60 dark:text-brand-200'

function Group({ title, links, onClose }: { title: string; links: MenuLink[]; onClose: () => void }) {
  return (
    <div>
      <p className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wider text-ink-500 uppercase dark:text-ink-400">
        {title}
      </p>
      {links.map((link) => (
        <NavLink
          key={link.label}
          to={link.to}
          end
          onClick={onClose}
          className={({ isActive }) => cx(itemClass, isActive && activeClass)}
        >
          {link.label}
        </NavLink>
      ))}
    </div>
  )
}

/** The signed-in phone menu: the app's places, credits, Settings and Sign out. */
function AppMenu({ balance, onClose }: { balance: number | null; onClose: () => void }) {
  const { name, logout } = useAuth()
  const navigate = useNavigate()
  return (
    <>
      <nav aria-label="Mobile" className="mx-auto max-w-7xl space-y-1 pt-2">
        <Group title="App" links={appLinks} onClose={onClose} />
        <Group title="History" links={historyLinks} onClose={onClose} />
      </nav>
      <div className="mx-auto mt-4 max-w-7xl space-y-1 border-t border-ink-200 pt-4 dark:border-ink-800">
        <p className="px-3 pb-1 text-xs font-semibold tracking-wider text-ink-500 uppercase dark:text-ink-400">
          {name ?? 'Account'}
        </p>
        <CreditBalance balance={balance} onNavigate={onClose} className="w-full px-3" />
        <NavLink
          to="/settings"
          onClick={onClose}
          className={({ isActive }) => cx(itemClass, isActive && activeClass)}
        >
          Settings
        </NavLink>
        <button
          type="button"
          className={cx(itemClass, 'w-full text-left')}
          onClick={() => {
            logout()
            onClose()
            navigate('/')
          }}
        >
          Sign out
        </button>
      </div>
    </>
  )
}

/** The contents of the collapsible menu below the header on small screens (the header holds its container). */
export function MobileMenu({ onClose, onGetStarted, signedIn, loading, balance }: MobileMenuProps) {
  return signedIn ? (
    <AppMenu balance={balance} onClose={onClose} />
  ) : (
    <>
      <nav aria-label="Mobile" className="mx-auto max-w-7xl space-y-1 pt-2">
        <Group title="Product" links={productLinks} onClose={onClose} />
        <div className="pt-2">
          <Link to={featuresLink} onClick={onClose} className={itemClass}>
            Features
          </Link>
          <Link to="/pricing" onClick={onClose} className={itemClass}>
            Pricing
          </Link>
        </div>
        <Group title="Resources" links={resourceLinks} onClose={onClose} />
      </nav>
      <div className="mx-auto mt-4 max-w-7xl border-t border-ink-200 pt-4 dark:border-ink-800">
        <AuthActions stacked loading={loading} onNavigate={onClose} onGetStarted={onGetStarted} />
      </div>
    </>
  )
}
