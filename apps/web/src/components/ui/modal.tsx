import { type ReactNode, useEffect, useRef } from 'react'
import { cx } from '../../lib/cx.ts'

interface ModalProps {
  open: boolean
  onClose: () => void
  /** Id of the element that names the dialog. */
  labelledBy: string
  describedBy?: string
  className?: string
  children: ReactNode
}

// The native <dialog> in modal mode gives focus trapping, Escape, inertness of the page and the
// top layer for free; we add backdrop-click closing and scroll locking. Children render only while open.
export function Modal({ open, onClose, labelledBy, describedBy, className, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null)

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
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
      className={cx(
        'm-auto rounded-2xl border border-ink-200 bg-white p-0 text-ink-900 shadow-2xl',
        'backdrop:bg-ink-950/60 backdrop:backdrop-blur-sm dark:border-ink-700 dark:bg-ink-900 dark:text-ink-50',
        'open:animate-[dialog-in_200ms_ease-out] motion-reduce:open:animate-none',
        className,
      )}
    >
      {open && children}
    </dialog>
  )
}
