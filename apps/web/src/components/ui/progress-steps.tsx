import { Check } from 'lucide-react'
import { useEffect, useState } from 'react'
import { cx } from '../../lib/cx.ts'
import { Spinner } from './spinner.tsx'

const STEP_MS = 1800

/**
 * The steps of a long request while it runs. The server does not report its stage, so the list moves on at a
 * steady pace and stays on the last step until the reply arrives.
 */
export function ProgressSteps({ steps, label }: { steps: string[]; label: string }) {
  const [active, setActive] = useState(0)
  useEffect(() => {
    const timer = setInterval(() => setActive((step) => Math.min(step + 1, steps.length - 1)), STEP_MS)
    return () => clearInterval(timer)
  }, [steps.length])
  return (
    <ol aria-label={label} className="space-y-1.5 text-sm">
      {steps.map((step, index) => (
        <li
          key={step}
          aria-current={index === active ? 'step' : undefined}
          className={cx(
            'flex items-center gap-2',
            index < active && 'text-ink-500 dark:text-ink-400',
            index === active && 'font-medium text-brand-800 dark:text-brand-200',
            index > active && 'text-ink-400 dark:text-ink-500',
          )}
        >
          {index < active ? (
            <Check aria-hidden="true" className="size-4 text-emerald-600 dark:text-emerald-400" />
          ) : index === active ? (
            <Spinner className="size-4" />
          ) : (
            <span aria-hidden="true" className="size-4 rounded-full border border-current" />
          )}
          {step}
        </li>
      ))}
    </ol>
  )
}
