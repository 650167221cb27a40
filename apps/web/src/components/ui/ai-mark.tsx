import { Sparkles } from 'lucide-react'
import { cx } from '../../lib/cx.ts'

/** A small label saying the model had a part in something ("AI-assisted · llama3.1"), in the notice's colours. */
export function AiMark({ children, className }: { children: string; className?: string }) {
  return (
    <span
      className={cx(
        'inline-flex max-w-full items-center gap-1 rounded-full border border-brand-200 bg-brand-50/70 px-2 py-0.5 text-xs font-medium text-brand-900 dark:border-brand-900 dark:bg-brand-950/40 dark:text-brand-100',
        className,
      )}
    >
      <Sparkles aria-hidden="true" className="size-3 shrink-0 text-brand-700 dark:text-brand-300" />
      <span className="truncate">{children}</span>
    </span>
  )
}
