import type { ReactNode } from 'react'

/** One titled card of the settings page; the heading names the region for screen readers. */
export function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string
  title: string
  description?: ReactNode
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-ink-200 bg-white p-5 shadow-sm sm:p-6 dark:border-ink-800 dark:bg-ink-900"
    >
      <h2 id={`${id}-title`} className="font-display text-lg font-semibold text-ink-950 dark:text-white">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm leading-6 text-ink-600 dark:text-ink-300">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  )
}
