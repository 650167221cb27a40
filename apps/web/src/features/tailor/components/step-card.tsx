import { type ReactNode, useId } from 'react'

interface StepCardProps {
  number: number
  title: string
  description: string
  children: ReactNode
}

/** One numbered step of the tailoring form. */
export function StepCard({ number, title, description, children }: StepCardProps) {
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-3xl border border-ink-200 bg-white p-5 shadow-sm sm:p-7 dark:border-ink-800 dark:bg-ink-900/60"
    >
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-700 font-display text-sm font-bold text-white dark:bg-brand-400 dark:text-ink-950"
        >
          {number}
        </span>
        <div className="min-w-0">
          <h2
            id={titleId}
            className="font-display text-lg font-semibold tracking-tight text-ink-950 dark:text-white"
          >
            {title}
          </h2>
          <p className="mt-0.5 text-sm text-ink-600 dark:text-ink-300">{description}</p>
        </div>
      </div>
      <div className="mt-6">{children}</div>
    </section>
  )
}
