import { CircleCheckBig, ShieldCheck, X } from 'lucide-react'

const matched = ['TypeScript', 'React', 'Design systems', 'Accessibility']
const missing = ['GraphQL', 'Storybook']

/** An illustrative report card for the hero, drawn in HTML so it costs no image download. */
export function MatchPreview() {
  const score = 87
  const circumference = 2 * Math.PI * 42
  return (
    <figure
      aria-label="Example match report"
      className="relative rounded-3xl border border-ink-200 bg-white/90 p-6 shadow-2xl shadow-brand-900/10 backdrop-blur sm:p-7 dark:border-ink-800 dark:bg-ink-900/90 dark:shadow-black/40"
    >
      <div className="flex items-center justify-between gap-4">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-ink-500 uppercase dark:text-ink-400">
            Match report
          </p>
          <p className="mt-1 truncate font-display text-lg font-semibold text-ink-950 dark:text-white">
            Senior Frontend Engineer
          </p>
          <p className="text-sm text-ink-500 dark:text-ink-400">Northwind Labs · Remote</p>
        </div>
        <div className="relative size-24 shrink-0">
          <svg viewBox="0 0 100 100" className="size-24 -rotate-90" aria-hidden="true">
            <circle
              cx="50"
              cy="50"
              r="42"
              fill="none"
              strokeWidth="10"
              className="stroke-ink-100 dark:stroke-ink-800"
            />
            <circle
              cx="50"
              cy="50"
              r="42"
              fill="none"
              strokeWidth="10"
              strokeLinecap="round"
              strokeDasharray={`${(score / 100) * circumference} ${circumference}`}
              className="stroke-brand-500"
            />
          </svg>
          <p className="absolute inset-0 grid place-items-center font-display text-2xl font-bold text-ink-950 dark:text-white">
            {score}%
          </p>
        </div>
      </div>

      <div className="mt-6 space-y-3">
        {[
          ['Required skills', 92],
          ['Experience', 85],
          ['Keywords', 78],
        ].map(([label, value]) => (
          <div key={label}>
            <div className="flex justify-between text-xs font-medium text-ink-600 dark:text-ink-300">
              <span>{label}</span>
              <span>{value}%</span>
            </div>
            <div className="mt-1.5 h-2 rounded-full bg-ink-100 dark:bg-ink-800">
              <div
                className="h-2 rounded-full bg-gradient-to-r from-brand-400 to-brand-600"
                style={{ width: `${value}%` }}
              />
            </div>
          </div>
        ))}
      </div>

      <div className="mt-6 flex flex-wrap gap-2">
        {matched.map((skill) => (
          <span
            key={skill}
            className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-800 dark:bg-brand-900/50 dark:text-brand-200"
          >
            <CircleCheckBig aria-hidden="true" className="size-3" />
            {skill}
          </span>
        ))}
        {missing.map((skill) => (
          <span
            key={skill}
            className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-1 text-xs font-medium text-amber-800 dark:bg-amber-900/30 dark:text-amber-200"
          >
            <X aria-hidden="true" className="size-3" />
            {skill}
          </span>
        ))}
      </div>

      <figcaption className="mt-6 flex items-center gap-2 rounded-xl bg-ink-50 px-3 py-2.5 text-xs text-ink-600 dark:bg-ink-800/60 dark:text-ink-300">
        <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-brand-600 dark:text-brand-300" />
        Missing skills are flagged, never invented.
      </figcaption>
    </figure>
  )
}
