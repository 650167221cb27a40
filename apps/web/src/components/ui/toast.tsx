import { CircleAlert, CircleCheck, Info, X } from 'lucide-react'
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react'
import { cx } from '../../lib/cx.ts'

export type ToastKind = 'success' | 'error' | 'info'

interface ToastItem {
  id: number
  kind: ToastKind
  message: string
  leaving: boolean
}

type Notify = (kind: ToastKind, message: string) => void

const ToastContext = createContext<Notify | null>(null)
const ClearToastsContext = createContext<(() => void) | null>(null)

// docs/product.md § Limits: a toast stays 5 seconds, then leaves with a 300 ms exit.
export const toastDurationMs = 5000
export const toastExitMs = 300

const icons = { success: CircleCheck, error: CircleAlert, info: Info }
const tones: Record<ToastKind, string> = {
  success: 'text-emerald-600 dark:text-emerald-400',
  error: 'text-red-600 dark:text-red-400',
  info: 'text-brand-700 dark:text-brand-300',
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([])
  const nextId = useRef(1)

  const dismiss = useCallback((id: number) => {
    setToasts((all) => all.map((t) => (t.id === id ? { ...t, leaving: true } : t)))
    setTimeout(() => setToasts((all) => all.filter((t) => t.id !== id)), toastExitMs)
  }, [])

  const notify = useCallback<Notify>(
    (kind, message) => {
      const id = nextId.current++
      setToasts((all) => [...all, { id, kind, message, leaving: false }])
      setTimeout(() => dismiss(id), toastDurationMs)
    },
    [dismiss],
  )

  const value = useMemo(() => notify, [notify])
  const clear = useCallback(() => setToasts([]), [])

  return (
    <ToastContext.Provider value={value}>
      <ClearToastsContext.Provider value={clear}>{children}</ClearToastsContext.Provider>
      <section
        aria-label="Notifications"
        aria-live="polite"
        className="pointer-events-none fixed top-4 right-4 z-[60] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-3"
      >
        {toasts.map((toast) => {
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
                onClick={() => dismiss(toast.id)}
                className="-m-1 rounded-md p-1 text-ink-500 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:text-white"
                aria-label="Dismiss notification"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </div>
          )
        })}
      </section>
    </ToastContext.Provider>
  )
}

export function useToast(): Notify {
  const notify = useContext(ToastContext)
  if (!notify) throw new Error('useToast must be used within a ToastProvider')
  return notify
}

/** Removes every toast at once, e.g. a sign-in error once signing in has succeeded and the page moved on. */
export function useClearToasts(): () => void {
  const clear = useContext(ClearToastsContext)
  if (!clear) throw new Error('useClearToasts must be used within a ToastProvider')
  return clear
}
