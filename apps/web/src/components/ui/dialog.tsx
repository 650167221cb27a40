import { type ReactNode, useEffect, useId, useRef } from 'react'
import { cx } from '../../lib/cx.ts'

interface DialogProps {
  open: boolean
  onClose: () => void
  title: ReactNode
  children: ReactNode
  /** Buttons shown at the bottom right. */
  actions?: ReactNode
  icon?: ReactNode
  size?: 'sm' | 'md' | 'lg'
}

const widths = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-2xl' }

// The native <dialog> in modal mode gives focus trapping, Escape, inertness of the page and the
// top layer for free; we add backdrop-click closing and scroll locking.
export function Dialog({ open, onClose, title, children, actions, icon, size = 'md' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const bodyId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
    if (!open) return
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
    }
  }, [open])

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click only closes on the backdrop; keyboards use Escape (onCancel)
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
      className={cx(
        'm-auto w-[calc(100%-2rem)] rounded-2xl border border-ink-200 bg-white p-0 text-ink-900 shadow-2xl',
        'backdrop:bg-ink-950/60 backdrop:backdrop-blur-sm dark:border-ink-700 dark:bg-ink-900 dark:text-ink-50',
        'open:animate-[dialog-in_200ms_ease-out] motion-reduce:open:animate-none',
        widths[size],
      )}
    >
      {open && (
        <div className="p-6 sm:p-7">
          <div className="flex items-start gap-4">
            {icon && (
              <div className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-300">
                {icon}
              </div>
            )}
            <div className="min-w-0 flex-1">
              <h2 id={titleId} className="font-display text-lg font-semibold tracking-tight">
                {title}
              </h2>
              <div id={bodyId} className="mt-2 text-sm leading-6 text-ink-600 dark:text-ink-300">
                {children}
              </div>
            </div>
          </div>
          {actions && <div className="mt-6 flex flex-wrap justify-end gap-3">{actions}</div>}
        </div>
      )}
    </dialog>
  )
}
