import { Menu as MenuIcon, X } from 'lucide-react'
import { startTransition, useDeferredValue, useEffect, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { RegistrationDisabledDialog } from '../../components/registration-disabled-dialog.tsx'
import { Menu } from '../../components/ui/menu.tsx'
import { useAuth } from '../../lib/auth-provider.tsx'
import { cx } from '../../lib/cx.ts'
import { AuthActions } from './auth-actions.tsx'
import { LazyAccountMenu, LazyAppNav, LazyCreditBalance, LazyMobileMenu } from './lazy-header-extras.ts'
import { Logo } from './logo.tsx'
import { featuresLink, productLinks, resourceLinks } from './nav-links.ts'
import { ThemeToggle } from './theme-toggle.tsx'
import { useCreditBalance } from './use-credit-balance.ts'

// docs/product.md § Limits: the header turns more opaque past 10 px of scroll; 64 px tall on mobile, 80 px on desktop.
const scrollThresholdPx = 10

const navLinkClass =
  'inline-flex h-10 items-center rounded-lg px-3 text-sm font-medium text-ink-700 transition-colors hover:bg-ink-100 hover:text-ink-950 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-ink-200 dark:hover:bg-ink-800 dark:hover:text-white'

// The signed-in parts and the phone menu's contents load on first need (lazy-header-extras.ts). The header
// changes view in a transition, and RootLayout's Suspense boundary around it is already showing, so until that
// chunk is in, React keeps the header as it was ("Loading...", or the closed phone menu) rather than a gap.
export function Header() {
  const status = useDeferredValue(useAuth().status, 'loading')
  const [scrolled, setScrolled] = useState(false)
  const [mobileOpen, setMobileOpen] = useState(false)
  // The phone menu's contents stay mounted once shown.
  const [mobileShown, setMobileShown] = useState(false)
  const [registrationOpen, setRegistrationOpen] = useState(false)
  const location = useLocation()
  const signedIn = status === 'authenticated'
  const loading = status === 'loading'
  const balance = useCreditBalance(signedIn)

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > scrollThresholdPx)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  // A navigation closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on location change only
  useEffect(() => setMobileOpen(false), [location.key])

  const logoTarget = signedIn ? '/dashboard' : '/auth'

  return (
    <header
      data-scrolled={scrolled}
      className={cx(
        'sticky top-0 z-40 border-b transition-[background-color,border-color,box-shadow] duration-200',
        scrolled || mobileOpen
          ? 'border-ink-200/80 bg-white/95 shadow-sm shadow-ink-950/5 backdrop-blur-md dark:border-ink-800/80 dark:bg-ink-950/95'
          : 'border-transparent bg-white/60 backdrop-blur-sm dark:bg-ink-950/50',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 md:h-20 lg:px-8">
        <Link
          to={logoTarget}
          aria-label="Tailor home"
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
        >
          <Logo />
        </Link>

        {signedIn ? (
          <LazyAppNav />
        ) : (
          <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
            <Menu label="Product" items={productLinks} />
            <Link to={featuresLink} className={navLinkClass}>
              Features
            </Link>
            <NavLink to="/pricing" className={navLinkClass}>
              Pricing
            </NavLink>
            <Menu label="Resources" items={resourceLinks} />
          </nav>
        )}

        <div className="flex items-center gap-1">
          <ThemeToggle />
          <div className="hidden items-center gap-1 lg:flex">
            {signedIn ? (
              <>
                <LazyCreditBalance balance={balance} />
                <LazyAccountMenu />
              </>
            ) : (
              <AuthActions loading={loading} onGetStarted={() => setRegistrationOpen(true)} />
            )}
          </div>
          <button
            type="button"
            className="grid size-10 place-items-center rounded-lg text-ink-700 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-600 lg:hidden dark:text-ink-200 dark:hover:bg-ink-800"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            onClick={() =>
              startTransition(() => {
                setMobileOpen((open) => !open)
                setMobileShown(true)
              })
            }
          >
            {mobileOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <MenuIcon aria-hidden="true" className="size-6" />
            )}
          </button>
        </div>
      </div>

      <div
        id="mobile-menu"
        hidden={!mobileOpen}
        className="border-t border-ink-200 bg-white px-4 pb-6 lg:hidden dark:border-ink-800 dark:bg-ink-950"
      >
        {mobileShown && (
          <LazyMobileMenu
            onClose={() => setMobileOpen(false)}
            onGetStarted={() => setRegistrationOpen(true)}
            signedIn={signedIn}
            loading={loading}
            balance={balance}
          />
        )}
      </div>
      <RegistrationDisabledDialog open={registrationOpen} onClose={() => setRegistrationOpen(false)} />
    </header>
  )
}
