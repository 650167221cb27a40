import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { cx } from '../../lib/cx.ts'

export type AlertTone = 'info' | 'success' | 'warning' | 'error'

interface AlertProps {
  tone: AlertTone
  title?: ReactNode
  children?: ReactNode
  /** A button or link shown under the text. */
  action?: ReactNode
  className?: string
}

const styles: Record<AlertTone, { box: string; icon: string; Icon: typeof Info }> = {
  info: {
    box: 'border-brand-200 bg-brand-50/70 text-brand-950 dark:border-brand-900 dark:bg-brand-950/40 dark:text-brand-50',
    icon: 'text-brand-700 dark:text-brand-300',
    Icon: Info,
  },
  success: {
    box: 'border-emerald-200 bg-emerald-50 text-emerald-950 dark:border-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-50',
    icon: 'text-emerald-600 dark:text-emerald-400',
    Icon: CircleCheck,
  },
  warning: {
    box: 'border-amber-200 bg-amber-50 text-amber-950 dark:border-amber-900/70 dark:bg-amber-950/30 dark:text-amber-50',
    icon: 'text-amber-600 dark:text-amber-400',
    Icon: TriangleAlert,
  },
  error: {
    box: 'border-red-200 bg-red-50 text-red-950 dark:border-red-900 dark:bg-red-950/40 dark:text-red-50',
    icon: 'text-red-600 dark:text-red-400',
    Icon: CircleAlert,
  },
}

/** An inline message box. Errors are announced at once (role alert), successes politely (role status). */
export function Alert({ tone, title, children, action, className }: AlertProps) {
  const { box, icon, Icon } = styles[tone]
  const role = tone === 'error' ? 'alert' : tone === 'success' ? 'status' : undefined
  return (
    <div role={role} className={cx('flex gap-3 rounded-xl border p-4 text-sm', box, className)}>
      <Icon aria-hidden="true" className={cx('mt-0.5 size-5 shrink-0', icon)} />
      <div className="min-w-0 flex-1 leading-6">
        {title && <div className="font-semibold">{title}</div>}
        {children && <div className={cx(title ? 'mt-1 opacity-90' : undefined)}>{children}</div>}
        {action && <div className="mt-3">{action}</div>}
      </div>
    </div>
  )
}
