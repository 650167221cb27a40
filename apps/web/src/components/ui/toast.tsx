import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react'
import type { ToastItem, ToastKind } from './toast-list.tsx'

// Most visits never see a toast, so their markup comes with the first one; the live region is there from the
// start, so screen readers announce what is added to it.
const ToastList = lazy(() => import('./toast-list.tsx').then((module) => ({ default: module.ToastList })))

type Notify = (kind: ToastKind, message: string) => void

const ToastContext = createContext<Notify | null>(null)
const ClearToastsContext = createContext<(() => void) | null>(null)

// docs/product.md § Limits: a toast stays 5 seconds, then leaves with a 300 ms exit.
export const toastDurationMs = 5000
export const toastExitMs = 300

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
        {toasts.length > 0 && (
          <Suspense>
            <ToastList toasts={toasts} onDismiss={dismiss} />
          </Suspense>
        )}
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
