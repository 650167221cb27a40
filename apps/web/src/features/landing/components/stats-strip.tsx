// docs/product.md § What it is and § Limits: the fixed marketing claims.
const stats = [
  { value: '90%', label: 'Matching accuracy' },
  { value: '<2 min', label: 'From upload to results' },
  { value: '10K+', label: 'Professionals joined' },
  { value: '2x', label: 'Interview chances' },
  { value: '24h', label: 'Support response' },
]

export function StatsStrip() {
  return (
    <section
      aria-label="Tailor in numbers"
      className="border-y border-ink-200 bg-ink-50/60 dark:border-ink-800 dark:bg-ink-900/40"
    >
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-10 sm:px-6 md:grid-cols-5 lg:px-8">
        {stats.map((stat) => (
          <div key={stat.label} className="text-center last:col-span-2 md:last:col-span-1">
            <dt className="sr-only">{stat.label}</dt>
            <dd className="font-display text-3xl font-extrabold tracking-tight text-ink-950 sm:text-4xl dark:text-white">
              {stat.value}
            </dd>
            <dd aria-hidden="true" className="mt-1 text-sm text-ink-600 dark:text-ink-400">
              {stat.label}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
