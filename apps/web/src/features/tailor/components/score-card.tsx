import type { MatchScores, TailorReport } from '@tailor/contracts'
import { MoveRight } from 'lucide-react'
import { MatchBadge, matchTone } from '../../../components/ui/match-badge.tsx'
import { cx } from '../../../lib/cx.ts'
import { scoreVerdict } from '../insights.ts'

const radius = 52
const circumference = 2 * Math.PI * radius

interface ScoreCardProps {
  scores: MatchScores
  level: number
  report?: TailorReport
}

/** The overall score as a ring, with the spec's badge colour (green from 85, else amber) and a verdict. */
export function ScoreCard({ scores, level, report }: ScoreCardProps) {
  const tone = matchTone(scores.overall)
  const label = scores.kind === 'match' ? 'Match Score' : 'ATS Readiness'
  return (
    <div className="flex flex-col items-center rounded-3xl border border-ink-200 bg-white p-6 text-center dark:border-ink-800 dark:bg-ink-900/60">
      <p className="text-xs font-semibold tracking-wide text-ink-500 uppercase dark:text-ink-400">{label}</p>
      <div className="relative mt-4 size-36">
        <svg viewBox="0 0 120 120" className="size-36 -rotate-90" aria-hidden="true">
          <circle
            cx="60"
            cy="60"
            r={radius}
            fill="none"
            strokeWidth="10"
            className="stroke-ink-100 dark:stroke-ink-800"
          />
          <circle
            cx="60"
            cy="60"
            r={radius}
            fill="none"
            strokeWidth="10"
            strokeLinecap="round"
            strokeDasharray={`${(scores.overall / 100) * circumference} ${circumference}`}
            className={cx(
              'transition-[stroke-dasharray] duration-700 motion-reduce:transition-none',
              tone === 'green' ? 'stroke-emerald-500' : 'stroke-amber-500',
            )}
          />
        </svg>
        <p
          className="absolute inset-0 grid place-items-center font-display text-4xl font-extrabold tracking-tight text-ink-950 dark:text-white"
          data-testid="overall-score"
        >
          {scores.overall}%
        </p>
      </div>
      <MatchBadge score={scores.overall} label={scoreVerdict(scores)} size="md" className="mt-4" />
      {report && (
        <p
          className="mt-3 flex items-center gap-2 text-sm text-ink-600 dark:text-ink-300"
          data-testid="score-change"
        >
          Before {report.score_before}%
          <MoveRight aria-label="then after tailoring" className="size-4" />
          {report.score_after}%
        </p>
      )}
      <p className="mt-3 text-xs text-ink-500 dark:text-ink-400">Tailoring intensity {level}%</p>
    </div>
  )
}
