import { AlertTriangle, RotateCw } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { getErrorText } from '../../../lib/api-error.ts'

/** docs/product.md § Errors: "Error Loading Templates" with the error message, else "Failed to load templates"; Retry reloads. */
export function TemplatesError({ error }: { error: unknown }) {
  return (
    <div
      role="alert"
      className="mx-auto mt-10 max-w-lg rounded-2xl border border-red-200 bg-red-50 p-8 text-center dark:border-red-900 dark:bg-red-950/40"
    >
      <AlertTriangle aria-hidden="true" className="mx-auto size-8 text-red-600 dark:text-red-400" />
      <h2 className="mt-4 font-display text-lg font-semibold text-red-900 dark:text-red-100">
        Error Loading Templates
      </h2>
      <p className="mt-2 text-sm text-red-800 dark:text-red-200">
        {getErrorText(
          error,
          error instanceof Error && error.message ? error.message : 'Failed to load templates',
        )}
      </p>
      <Button variant="secondary" className="mt-6" onClick={() => window.location.reload()}>
        <RotateCw aria-hidden="true" className="size-4" />
        Retry
      </Button>
    </div>
  )
}

/** Card-shaped placeholders while the templates load. */
export function TemplatesLoading({ cards }: { cards: number }) {
  return (
    <div role="status" className="mt-10">
      <span className="sr-only">Loading templates...</span>
      <div aria-hidden="true" className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: cards }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders that never reorder
          <div key={i} className="rounded-2xl border border-ink-200 p-5 dark:border-ink-800">
            <div className="aspect-[400/518] animate-pulse rounded-lg bg-ink-100 motion-reduce:animate-none dark:bg-ink-800" />
            <div className="mt-5 h-5 w-32 animate-pulse rounded bg-ink-200 motion-reduce:animate-none dark:bg-ink-800" />
            <div className="mt-3 h-3 w-full animate-pulse rounded bg-ink-100 motion-reduce:animate-none dark:bg-ink-800/60" />
          </div>
        ))}
      </div>
    </div>
  )
}
