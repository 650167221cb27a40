import { Coins } from 'lucide-react'
import { Link } from 'react-router'
import { cx } from '../../lib/cx.ts'

/** The credit balance, linking to pricing to buy more. */
export function CreditBalance({
  balance,
  className,
  onNavigate,
}: {
  balance: number | null
  className?: string
  onNavigate?: () => void
}) {
  const text = balance === null ? '…' : `${balance} ${balance === 1 ? 'credit' : 'credits'}`
  const label = balance === null ? 'Your credits' : text
  return (
    <Link
      to="/pricing"
      onClick={onNavigate}
      aria-label={`${label}, buy more on the pricing page`}
      className={cx(
        'inline-flex h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-ink-800 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-ink-100 dark:hover:bg-ink-800',
        className,
      )}
    >
      <Coins aria-hidden="true" className="size-4 text-amber-500" />
      {text}
    </Link>
  )
}
