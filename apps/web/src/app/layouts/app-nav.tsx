import { NavLink, useLocation } from 'react-router'
import { Menu } from '../../components/ui/menu.tsx'
import { cx } from '../../lib/cx.ts'
import { appLinks, historyLinks, isHistoryPath } from './app-links.ts'

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    'inline-flex h-10 items-center rounded-lg px-3 text-sm font-medium transition-colors hover:bg-ink-100 hover:text-ink-950 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-ink-800 dark:hover:text-white',
    isActive
      ? 'bg-brand-50 text-brand-800 dark:bg-brand-950/60 dark:text-brand-200'
      : 'text-ink-700 dark:text-ink-200',
  )

/** The signed-in header's places; the open page is highlighted and marked aria-current. */
export function AppNav() {
  const { pathname } = useLocation()
  return (
    <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
      {appLinks.map((link) => (
        <NavLink key={link.to} to={link.to} className={linkClass} end>
          {link.label}
        </NavLink>
      ))}
      <Menu label="History" items={historyLinks} active={isHistoryPath(pathname)} />
    </nav>
  )
}
