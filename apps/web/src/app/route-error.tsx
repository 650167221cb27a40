import { RotateCw } from 'lucide-react'
import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { buttonClass } from '../components/ui/button.tsx'
import { ChunkLoadError } from './load-chunk.ts'

/** The router's fallback: a reloadable message for chunk failures, else the spec's error screen. */
export function RouteError() {
  const error = useRouteError()

  if (error instanceof ChunkLoadError) {
    return (
      <section role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="font-display text-2xl font-bold text-ink-950 dark:text-white">
          This page failed to load
        </h1>
        <p className="mt-3 text-ink-600 dark:text-ink-300">
          Part of the app could not be downloaded. This usually means a new version was released or the
          connection dropped. Reloading fixes it.
        </p>
        <p className="mt-2 text-xs whitespace-pre-line text-ink-500">{error.message}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={buttonClass('primary', 'md', 'mt-6')}
        >
          <RotateCw aria-hidden="true" className="size-4" />
          Reload page
        </button>
      </section>
    )
  }

  const summary = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error)

  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-display text-2xl font-bold text-ink-950 dark:text-white">
        Unexpected Application Error!
      </h1>
      <p className="mt-3 font-mono text-sm text-ink-700 dark:text-ink-300">{summary}</p>
      <Link to="/" className={buttonClass('secondary', 'md', 'mt-6')}>
        Back to home
      </Link>
    </section>
  )
}
