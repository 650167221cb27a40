import { cx } from '../../../lib/cx.ts'
import { isStrongMatch } from '../describe-analysis.ts'

/** The match score as a pill: green at 85 or above, amber below (spec §5). */
export function MatchBadge({ score }: { score: number }) {
  const strong = isStrongMatch(score)
  return (
    <span
      data-tone={strong ? 'green' : 'amber'}
      className={cx(
        'inline-flex min-w-14 items-center justify-center rounded-full px-2.5 py-1 text-xs font-semibold tabular-nums ring-1 ring-inset',
        strong
          ? 'bg-emerald-50 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-950/60 dark:text-emerald-300 dark:ring-emerald-400/30'
          : 'bg-amber-50 text-amber-800 ring-amber-600/20 dark:bg-amber-950/60 dark:text-amber-300 dark:ring-amber-400/30',
      )}
    >
      {score}%
    </span>
  )
}
