import { Construction } from 'lucide-react'

interface ScaffoldPageProps {
  title: string
  /** What the screen will hold once its issue lands. */
  plan: string
}

/** A signed-in screen whose content is built in a later issue; the route, guard and layout work now. */
export function ScaffoldPage({ title, plan }: ScaffoldPageProps) {
  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
      <title>{`${title} — Tailor`}</title>
      <h1 className="font-display text-3xl font-bold tracking-tight text-ink-950 dark:text-white">{title}</h1>
      <div className="mt-8 flex items-start gap-4 rounded-2xl border border-dashed border-ink-300 p-6 text-ink-600 dark:border-ink-700 dark:text-ink-300">
        <Construction aria-hidden="true" className="size-6 shrink-0 text-amber-500" />
        <p>
          <strong className="font-semibold text-ink-900 dark:text-ink-100">Coming soon.</strong> {plan}
        </p>
      </div>
    </section>
  )
}
