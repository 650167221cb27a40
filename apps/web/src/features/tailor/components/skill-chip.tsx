import { Check, X } from 'lucide-react'
import { cx } from '../../../lib/cx.ts'

/** A found (teal, check) or missing (amber, cross) skill. */
export function SkillChip({ label, found }: { label: string; found: boolean }) {
  const Icon = found ? Check : X
  return (
    <li
      className={cx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-medium',
        found
          ? 'bg-brand-50 text-brand-800 dark:bg-brand-900/50 dark:text-brand-200'
          : 'bg-amber-50 text-amber-800 dark:bg-amber-900/30 dark:text-amber-200',
      )}
    >
      <Icon aria-hidden="true" className="size-3" />
      {label}
    </li>
  )
}
