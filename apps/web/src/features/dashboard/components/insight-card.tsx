import type { ReactNode } from 'react'

/** The frame of the dashboard's side cards: a titled panel with an optional icon. */
export function InsightCard({
  id,
  title,
  icon,
  children,
}: {
  id: string
  title: string
  icon: ReactNode
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-ink-200 bg-white p-5 dark:border-ink-800 dark:bg-ink-900/60"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-9 place-items-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-300">
          {icon}
        </span>
        <h2
          id={id}
          className="font-display text-lg font-semibold tracking-tight text-ink-950 dark:text-white"
        >
          {title}
        </h2>
      </div>
      <div className="mt-4">{children}</div>
    </section>
  )
}

/** One labelled bar: a value out of max, or an empty track with "—" when there is nothing to show. */
export function Meter({
  label,
  value,
  max,
  display,
}: {
  label: string
  value: number | null
  max: number
  display: string
}) {
  const width = value === null || max === 0 ? 0 : Math.round((100 * value) / max)
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-ink-800 dark:text-ink-100">{label}</span>
        <span className="font-semibold text-ink-950 tabular-nums dark:text-white">{display}</span>
      </div>
      <div aria-hidden="true" className="mt-1.5 h-2 overflow-hidden rounded-full bg-ink-100 dark:bg-ink-800">
        <div
          className="h-full rounded-full bg-gradient-to-r from-brand-500 to-brand-700 transition-[width] duration-700 ease-out motion-reduce:transition-none dark:from-brand-400 dark:to-brand-300"
          style={{ width: `${width}%` }}
        />
      </div>
    </div>
  )
}

/** A card-shaped placeholder while the figures load. */
export function InsightCardLoading() {
  return (
    <div aria-hidden="true" className="rounded-2xl border border-ink-200 p-5 dark:border-ink-800">
      <div className="h-5 w-40 animate-pulse rounded bg-ink-200 motion-reduce:animate-none dark:bg-ink-800" />
      {[0, 1, 2, 3].map((i) => (
        <div
          key={i}
          className="mt-5 h-2 animate-pulse rounded-full bg-ink-100 motion-reduce:animate-none dark:bg-ink-800/60"
        />
      ))}
    </div>
  )
}
