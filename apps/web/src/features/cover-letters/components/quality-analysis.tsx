import { Gauge, Lightbulb } from 'lucide-react'
import { cx } from '../../../lib/cx.ts'
import { formatMetricName } from '../format-letter.ts'

interface QualityAnalysisProps {
  score: number
  metrics: Record<string, number>
  recommendations: string[]
  /** True while a saved edit is being re-rated. */
  updating?: boolean
}

const band = (value: number) =>
  value >= 80
    ? {
        bar: 'bg-emerald-500',
        stroke: 'stroke-emerald-500',
        text: 'text-emerald-700 dark:text-emerald-300',
        word: 'Excellent',
      }
    : value >= 60
      ? {
          bar: 'bg-amber-500',
          stroke: 'stroke-amber-500',
          text: 'text-amber-700 dark:text-amber-300',
          word: 'Good',
        }
      : {
          bar: 'bg-red-500',
          stroke: 'stroke-red-500',
          text: 'text-red-700 dark:text-red-300',
          word: 'Needs work',
        }

/** The overall score as a ring, each metric as a labelled bar, then the recommendations. */
export function QualityAnalysis({ score, metrics, recommendations, updating }: QualityAnalysisProps) {
  const overall = band(score)
  const circumference = 2 * Math.PI * 26
  return (
    <section
      aria-labelledby="quality-title"
      aria-busy={updating || undefined}
      className={cx(
        'rounded-3xl border border-ink-200 bg-white p-6 transition-opacity dark:border-ink-800 dark:bg-ink-900/60',
        updating && 'opacity-60',
      )}
    >
      <h2
        id="quality-title"
        className="flex items-center gap-2 font-display text-lg font-bold text-ink-950 dark:text-white"
      >
        <Gauge aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-300" />
        Quality Analysis
      </h2>
      <div className="mt-5 flex items-center gap-4">
        <div className="relative size-16 shrink-0">
          <svg viewBox="0 0 64 64" aria-hidden="true" className="size-16 -rotate-90">
            <circle
              cx="32"
              cy="32"
              r="26"
              fill="none"
              strokeWidth="7"
              className="stroke-ink-100 dark:stroke-ink-800"
            />
            <circle
              cx="32"
              cy="32"
              r="26"
              fill="none"
              strokeWidth="7"
              strokeLinecap="round"
              strokeDasharray={circumference}
              strokeDashoffset={circumference * (1 - Math.min(100, Math.max(0, score)) / 100)}
              className={cx('transition-[stroke-dashoffset] duration-500', overall.stroke)}
            />
          </svg>
          <span
            className="absolute inset-0 grid place-items-center text-lg font-bold text-ink-950 dark:text-white"
            data-testid="quality-score"
          >
            {score}
          </span>
        </div>
        <div>
          <p className="text-sm font-medium text-ink-600 dark:text-ink-300">Overall score</p>
          <p className={cx('font-display text-xl font-bold', overall.text)}>{overall.word}</p>
          <p className="text-xs text-ink-500 dark:text-ink-400">out of 100</p>
        </div>
      </div>

      {Object.keys(metrics).length > 0 && (
        <dl className="mt-6 space-y-4">
          {Object.entries(metrics).map(([name, value]) => (
            <div key={name}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <dt className="font-medium text-ink-800 dark:text-ink-200">{formatMetricName(name)}</dt>
                <dd className="font-semibold tabular-nums text-ink-950 dark:text-white">{value}%</dd>
              </div>
              <div
                aria-hidden="true"
                className="mt-1.5 h-2 overflow-hidden rounded-full bg-ink-100 dark:bg-ink-800"
              >
                <div
                  className={cx('h-full rounded-full transition-[width] duration-500', band(value).bar)}
                  style={{ width: `${Math.min(100, Math.max(0, value))}%` }}
                />
              </div>
            </div>
          ))}
        </dl>
      )}

      <h3 className="mt-7 text-sm font-semibold text-ink-950 dark:text-white">Recommendations</h3>
      {recommendations.length > 0 ? (
        <ul className="mt-3 space-y-2.5">
          {recommendations.map((recommendation) => (
            <li
              key={recommendation}
              className="flex gap-2.5 text-sm leading-6 text-ink-700 dark:text-ink-300"
            >
              <Lightbulb aria-hidden="true" className="mt-1 size-4 shrink-0 text-amber-500" />
              {recommendation}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-ink-600 dark:text-ink-300">
          Nothing to improve. This letter is ready to send.
        </p>
      )}
    </section>
  )
}
