import type { MatchScores } from '@tailor/contracts'
import { cx } from '../../../lib/cx.ts'
import { breakdownRows } from '../insights.ts'

/**
 * Each part of the score as a labelled bar; weak parts (under 50) are amber so the gaps stand out, and a part
 * the job does not ask about says so instead of showing a score.
 */
export function ScoreBreakdown({ scores }: { scores: MatchScores }) {
  const rows = breakdownRows(scores)
  return (
    <div className="rounded-3xl border border-ink-200 bg-white p-6 dark:border-ink-800 dark:bg-ink-900/60">
      <h3 className="font-display text-base font-semibold text-ink-950 dark:text-white">Score breakdown</h3>
      <p className="mt-0.5 text-sm text-ink-600 dark:text-ink-300">
        {scores.kind === 'match'
          ? 'How the overall match is made up.'
          : 'No job description, so this rates how well the resume reads in applicant tracking systems.'}
      </p>
      <ul className="mt-5 grid gap-x-8 gap-y-5 sm:grid-cols-2">
        {rows.map((row) => (
          <li key={row.label}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium text-ink-900 dark:text-ink-50">{row.label}</span>
              <span className="font-semibold text-ink-700 tabular-nums dark:text-ink-200">
                {row.value === null ? 'Not asked' : `${row.value}%`}
              </span>
            </div>
            <div aria-hidden="true" className="mt-1.5 h-2 rounded-full bg-ink-100 dark:bg-ink-800">
              {row.value !== null && (
                <div
                  className={cx(
                    'h-2 rounded-full',
                    row.value >= 50
                      ? 'bg-gradient-to-r from-brand-400 to-brand-600'
                      : 'bg-gradient-to-r from-amber-300 to-amber-500',
                  )}
                  style={{ width: `${Math.max(row.value, 2)}%` }}
                />
              )}
            </div>
            <p className="mt-1 text-xs text-ink-500 dark:text-ink-400">
              {row.value === null ? 'The job does not ask about this, so it is not scored' : row.detail}
            </p>
          </li>
        ))}
      </ul>
    </div>
  )
}
