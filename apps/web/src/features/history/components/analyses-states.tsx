import { AlertTriangle, FileSearch, RotateCw, WandSparkles } from 'lucide-react'
import { Link } from 'react-router'
import { Button, buttonClass } from '../../../components/ui/button.tsx'

/** Placeholder rows shaped like the table while the first page loads. */
export function AnalysesLoading({ rows }: { rows: number }) {
  return (
    <div role="status" aria-live="polite" className="divide-y divide-ink-100 dark:divide-ink-800">
      <span className="sr-only">Loading analyses...</span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders that never reorder
        <div key={i} aria-hidden="true" className="flex items-center gap-4 px-4 py-4">
          <div className="flex-1 space-y-2">
            <div className="h-3.5 w-40 max-w-full animate-pulse rounded bg-ink-200 motion-reduce:animate-none dark:bg-ink-800" />
            <div className="h-3 w-28 max-w-full animate-pulse rounded bg-ink-100 motion-reduce:animate-none dark:bg-ink-800/60" />
          </div>
          <div className="h-6 w-14 animate-pulse rounded-full bg-ink-100 motion-reduce:animate-none dark:bg-ink-800" />
          <div className="hidden h-9 w-40 animate-pulse rounded-xl bg-ink-100 motion-reduce:animate-none sm:block dark:bg-ink-800" />
        </div>
      ))}
    </div>
  )
}

interface AnalysesErrorProps {
  message: string
  detail?: string | null
  onRetry: () => void
}

export function AnalysesError({ message, detail, onRetry }: AnalysesErrorProps) {
  return (
    <div role="alert" className="flex flex-col items-center px-6 py-12 text-center">
      <span className="grid size-12 place-items-center rounded-xl bg-red-50 text-red-600 dark:bg-red-950/50 dark:text-red-400">
        <AlertTriangle aria-hidden="true" className="size-6" />
      </span>
      <p className="mt-4 font-semibold text-ink-950 dark:text-white">{message}</p>
      {detail && <p className="mt-1 max-w-md text-sm text-ink-600 dark:text-ink-300">{detail}</p>}
      <Button variant="secondary" size="sm" className="mt-5" onClick={onRetry}>
        <RotateCw aria-hidden="true" className="size-4" />
        Try again
      </Button>
    </div>
  )
}

export function AnalysesEmpty() {
  return (
    <div className="flex flex-col items-center px-6 py-12 text-center">
      <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-300">
        <FileSearch aria-hidden="true" className="size-6" />
      </span>
      <p className="mt-4 font-semibold text-ink-950 dark:text-white">No analyses found</p>
      <p className="mt-1 max-w-sm text-sm text-ink-600 dark:text-ink-300">
        Tailor a resume to a job and your analyses will be listed here, ready to edit and download.
      </p>
      <Link to="/analysis" className={buttonClass('primary', 'sm', 'mt-5')}>
        <WandSparkles aria-hidden="true" className="size-4" />
        Analyze a resume
      </Link>
    </div>
  )
}
