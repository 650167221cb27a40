import type { ReactNode } from 'react'
import { Spinner } from '../../../components/ui/spinner.tsx'

export function PendingLine({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-ink-600 dark:text-ink-300">
      <Spinner className="size-4" /> {children}
    </p>
  )
}
