import { type ReactNode, useId } from 'react'

interface StepSectionProps {
  number: number
  title: string
  description: string
  children: ReactNode
}

/** One numbered step of the generator form; the number is part of the heading ("1 Job Details"). */
export function StepSection({ number, title, description, children }: StepSectionProps) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-ink-200 bg-white p-5 shadow-sm shadow-ink-950/5 sm:p-8 dark:border-ink-800 dark:bg-ink-900/60"
    >
      <h2
        id={headingId}
        className="flex items-center gap-3 font-display text-xl font-bold tracking-tight text-ink-950 dark:text-white"
      >
        <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-brand-700 text-sm text-white dark:bg-brand-400 dark:text-ink-950">
          {number}
        </span>
        {title}
      </h2>
      <p className="mt-1.5 pl-11 text-sm text-ink-600 dark:text-ink-300">{description}</p>
      <div className="mt-6">{children}</div>
    </section>
  )
}
