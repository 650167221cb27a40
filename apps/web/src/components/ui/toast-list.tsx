import { CircleAlert, CircleCheck, Info, X } from 'lucide-react'
import { cx } from '../../lib/cx.ts'

export type ToastKind = 'success' | 'error' | 'info'

export interface ToastItem {
  id: number
  kind: ToastKind
  message: string
  leaving: boolean
}

const icons = { success: CircleCheck, error: CircleAlert, info: Info }
const tones: Record<ToastKind, string> = {
  success: 'text-emerald-600 dark:text-emerald-400',
  error: 'text-red-600 dark:text-red-400',
  info: 'text-brand-700 dark:text-brand-300',
}

/** The toasts on screen; loaded with the first one (toast.tsx), inside the provider's live region. */
export function ToastList({ toasts, onDismiss }: { toasts: ToastItem[]; onDismiss: (id: number) => void }) {
  return toasts.map((toast) => {
    const Icon = icons[toast.kind]
    return (
      <div
        key={toast.id}
        role={toast.kind === 'error' ? 'alert' : 'status'}
        data-kind={toast.kind}
        className={cx(
          'pointer-events-auto flex items-start gap-3 rounded-xl border border-ink-200 bg-white/95 p-4 text-sm text-ink-900 shadow-lg backdrop-blur',
          'dark:border-ink-700 dark:bg-ink-900/95 dark:text-ink-50',
          'transition-all duration-300 motion-reduce:transition-none',
          toast.leaving
            ? 'translate-x-4 opacity-0'
            : 'animate-[toast-in_300ms_ease-out] motion-reduce:animate-none',
        )}
      >
        <Icon aria-hidden="true" className={cx('mt-0.5 size-5 shrink-0', tones[toast.kind])} />
        <p className="min-w-0 flex-1 leading-5">{toast.message}</p>
        <button
          type="button"
          onClick={() => onDismiss(toast.id)}
          className="-m-1 rounded-md p-1 text-ink-500 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:text-white"
          aria-label="Dismiss notification"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    )
  })
}
