import { AlertTriangle, RotateCw, ScrollText, SearchX, WandSparkles } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button, buttonClass } from '../../../components/ui/button.tsx'

export const historyLoadFailed = 'Failed to load cover letter history. Please try again.'

export function HistoryLoading() {
  return (
    <div role="status" aria-label="Loading cover letters" className="space-y-3">
      {[0, 1, 2].map((key) => (
        <div key={key} className="rounded-2xl border border-ink-200 p-5 dark:border-ink-800">
          <div className="h-4 w-1/3 animate-pulse rounded bg-ink-200 motion-reduce:animate-none dark:bg-ink-800" />
          <div className="mt-2 h-3 w-1/4 animate-pulse rounded bg-ink-100 motion-reduce:animate-none dark:bg-ink-800/70" />
          <div className="mt-4 h-3 w-full animate-pulse rounded bg-ink-100 motion-reduce:animate-none dark:bg-ink-800/70" />
          <div className="mt-2 h-3 w-2/3 animate-pulse rounded bg-ink-100 motion-reduce:animate-none dark:bg-ink-800/70" />
        </div>
      ))}
    </div>
  )
}

function StatePanel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="rounded-3xl border border-dashed border-ink-300 px-6 py-14 text-center dark:border-ink-700">
      <div className="mx-auto grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-300">
        {icon}
      </div>
      <h2 className="mt-5 font-display text-lg font-semibold text-ink-950 dark:text-white">{title}</h2>
      {children}
    </div>
  )
}

export function HistoryEmpty() {
  return (
    <StatePanel icon={<ScrollText aria-hidden="true" className="size-7" />} title="No cover letters yet">
      <p className="mx-auto mt-2 max-w-sm text-sm text-ink-600 dark:text-ink-300">
        Write a letter for the next job you apply to. It takes about a minute and lands here.
      </p>
      <Link to="/cover-letter" className={buttonClass('primary', 'md', 'mt-6')}>
        <WandSparkles aria-hidden="true" className="size-4" />
        Create your first cover letter
      </Link>
    </StatePanel>
  )
}

export function HistoryNoMatch({ onClear }: { onClear: () => void }) {
  return (
    <StatePanel icon={<SearchX aria-hidden="true" className="size-7" />} title="No cover letters match">
      <p className="mx-auto mt-2 max-w-sm text-sm text-ink-600 dark:text-ink-300">
        Try another company or job title, or a wider date range.
      </p>
      <Button variant="secondary" className="mt-6" onClick={onClear}>
        Clear search and filters
      </Button>
    </StatePanel>
  )
}

export function HistoryError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div
      role="alert"
      className="rounded-3xl border border-red-200 bg-red-50 px-6 py-12 text-center dark:border-red-900 dark:bg-red-950/40"
    >
      <AlertTriangle aria-hidden="true" className="mx-auto size-8 text-red-600 dark:text-red-400" />
      <p className="mt-4 font-medium text-red-800 dark:text-red-200">{historyLoadFailed}</p>
      <Button variant="secondary" className="mt-6" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className="size-4" />
        Retry
      </Button>
    </div>
  )
}
