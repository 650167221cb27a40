import type { ReactNode } from 'react'
import { Spinner } from '../components/ui/spinner.tsx'

/** A centred, announced status line for whole-page waits. */
export function PageStatus({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <div role="status" className="grid min-h-[50vh] place-items-center px-4">
      <p className="flex items-center gap-3 text-base font-medium text-ink-600 dark:text-ink-300">
        {busy && <Spinner className="text-brand-700 dark:text-brand-300" />}
        {children}
      </p>
    </div>
  )
}
