import type { ReactNode } from 'react'
import { cx } from '../../../lib/cx.ts'

const tones = {
  brand: 'bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-300',
  success: 'bg-emerald-50 text-emerald-600 dark:bg-emerald-900/30 dark:text-emerald-300',
  danger: 'bg-red-50 text-red-600 dark:bg-red-900/30 dark:text-red-300',
  warning: 'bg-amber-50 text-amber-600 dark:bg-amber-900/30 dark:text-amber-300',
}

interface VerifyCardProps {
  icon: ReactNode
  tone: keyof typeof tones
  title: string
  children?: ReactNode
  actions?: ReactNode
  role?: 'status' | 'alert'
}

export function VerifyCard({ icon, tone, title, children, actions, role }: VerifyCardProps) {
  return (
    <section
      role={role}
      className="mx-auto max-w-xl rounded-3xl border border-ink-200 bg-white p-8 text-center shadow-xl shadow-ink-950/5 sm:p-10 dark:border-ink-800 dark:bg-ink-900/80"
    >
      <div className={cx('mx-auto grid size-16 place-items-center rounded-2xl', tones[tone])}>{icon}</div>
      <h1 className="mt-6 font-display text-2xl font-bold tracking-tight text-ink-950 dark:text-white">
        {title}
      </h1>
      {children}
      {actions && <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>}
    </section>
  )
}
