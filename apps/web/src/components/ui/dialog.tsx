import { type ReactNode, useId } from 'react'
import { cx } from '../../lib/cx.ts'
import { Modal } from './modal.tsx'

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

/** A small message dialog: icon, title, text and actions. */
export function Dialog({ open, onClose, title, children, actions, icon, size = 'md' }: DialogProps) {
  const titleId = useId()
  const bodyId = useId()
  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      describedBy={bodyId}
      className={cx('w-[calc(100%-2rem)]', widths[size])}
    >
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
    </Modal>
  )
}
