import { ChevronRight, Coins } from 'lucide-react'
import { Link } from 'react-router'

interface CreditsBoxProps {
  /** null while loading. */
  balance: number | null
  exempt: boolean
}

/** The balance, linking to /pricing. */
export function CreditsBox({ balance, exempt }: CreditsBoxProps) {
  return (
    <Link
      to="/pricing"
      className="group flex items-center gap-4 rounded-2xl border border-ink-200 bg-white py-3 pr-4 pl-3 shadow-sm transition-[border-color,box-shadow] hover:border-brand-300 hover:shadow-md hover:shadow-brand-900/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-ink-800 dark:bg-ink-900/70 dark:hover:border-brand-700"
    >
      <span className="grid size-11 place-items-center rounded-xl bg-amber-50 text-amber-600 dark:bg-amber-950/50 dark:text-amber-400">
        <Coins aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block text-xs font-semibold tracking-wide text-ink-500 uppercase dark:text-ink-400">
          Credits
        </span>
        <span
          data-testid="credits-balance"
          className="block font-display text-2xl leading-8 font-bold text-ink-950 tabular-nums dark:text-white"
        >
          {balance ?? (
            <span className="inline-block h-6 w-10 animate-pulse rounded bg-ink-100 align-middle motion-reduce:animate-none dark:bg-ink-800">
              <span className="sr-only">Loading</span>
            </span>
          )}
        </span>
        <span className="block text-xs text-ink-500 dark:text-ink-400">
          {exempt ? 'Your account is not charged' : 'View plans & credits'}
        </span>
      </span>
      <ChevronRight
        aria-hidden="true"
        className="ml-auto size-5 text-ink-400 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
      />
    </Link>
  )
}
