import { Inbox } from 'lucide-react'
import type { ReactNode } from 'react'

/** What an empty list says, with the button that fills it. */
export function EmptyState({ message, hint, action }: { message: string; hint: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-ink-300 px-6 py-10 text-center dark:border-ink-700">
      <span className="grid size-11 place-items-center rounded-xl bg-ink-100 text-ink-500 dark:bg-ink-800 dark:text-ink-400">
        <Inbox aria-hidden="true" className="size-5" />
      </span>
      <p className="mt-3 font-semibold text-ink-900 dark:text-ink-50">{message}</p>
      <p className="mt-1 max-w-sm text-sm text-ink-500 dark:text-ink-400">{hint}</p>
      {action && <div className="mt-5">{action}</div>}
    </div>
  )
}
