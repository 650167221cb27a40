import { cx } from '../../lib/cx.ts'

/** docs/product.md § Validation and § Limits: a match of 85 or more is shown green, anything lower amber. */
export const strongMatchThreshold = 85

export function matchTone(score: number): 'green' | 'amber' {
  return score >= strongMatchThreshold ? 'green' : 'amber'
}

const tones = {
  green:
    'bg-emerald-50 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-950/50 dark:text-emerald-300 dark:ring-emerald-400/30',
  amber:
    'bg-amber-50 text-amber-800 ring-amber-600/25 dark:bg-amber-950/40 dark:text-amber-300 dark:ring-amber-400/30',
  none: 'bg-ink-100 text-ink-600 ring-ink-500/15 dark:bg-ink-800 dark:text-ink-300 dark:ring-ink-400/20',
}

interface MatchBadgeProps {
  score: number | null
  /** Text in place of the percentage (the colour still follows the score). */
  label?: string
  size?: 'sm' | 'md'
  className?: string
}

/** A match percentage pill; `null` reads N/A. */
export function MatchBadge({ score, label, size = 'sm', className }: MatchBadgeProps) {
  const tone = score === null ? 'none' : matchTone(score)
  return (
    <span
      data-tone={tone}
      className={cx(
        'inline-flex items-center rounded-full font-semibold tabular-nums ring-1 ring-inset',
        size === 'sm' ? 'px-2.5 py-0.5 text-xs' : 'px-3 py-1 text-sm',
        tones[tone],
        className,
      )}
    >
      {label ?? (score === null ? 'N/A' : `${score}%`)}
    </span>
  )
}
