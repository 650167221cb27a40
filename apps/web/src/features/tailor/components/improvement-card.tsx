import type { MatchScores, Suggestion, TailorReport } from '@tailor/contracts'
import { Lightbulb } from 'lucide-react'
import { otherMissing } from '../insights.ts'
import { SkillChip } from './skill-chip.tsx'

interface ImprovementCardProps {
  scores: MatchScores
  /** Present in "Tailoring + Report" mode. */
  report?: TailorReport
}

/** What to do next: the engine's suggestions, and in report mode the full keyword report. */
export function ImprovementCard({ scores, report }: ImprovementCardProps) {
  const suggestions: Suggestion[] = report?.suggestions ?? scores.suggestions
  const groups = report ? otherMissing(report.missing_keywords) : []
  return (
    <div className="rounded-3xl border border-ink-200 bg-white p-6 dark:border-ink-800 dark:bg-ink-900/60">
      <h3 className="font-display text-base font-semibold text-ink-950 dark:text-white">
        {report ? 'Tailoring Report' : 'How to improve'}
      </h3>
      <p className="mt-0.5 text-sm text-ink-600 dark:text-ink-300">
        {report
          ? `Scored ${report.score_before}% before tailoring and ${report.score_after}% after, with ${report.matched_keywords.length} of the job’s terms found.`
          : 'Changes only you can make, because they need facts we do not have.'}
      </p>
      {suggestions.length > 0 ? (
        <ol className="mt-5 space-y-3">
          {suggestions.map((suggestion) => (
            <li key={`${suggestion.where}-${suggestion.message}`} className="flex gap-3 text-sm leading-6">
              <Lightbulb aria-hidden="true" className="mt-1 size-4 shrink-0 text-amber-500" />
              <span className="text-ink-700 dark:text-ink-200">{suggestion.message}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-5 text-sm text-ink-600 dark:text-ink-300">
          No suggestions: your resume covers the basics.
        </p>
      )}
      {groups.map((group) => (
        <div key={group.label} className="mt-5">
          <h4 className="text-xs font-semibold tracking-wide text-ink-500 uppercase dark:text-ink-400">
            Also missing · {group.label}
          </h4>
          <ul aria-label={`Missing: ${group.label}`} className="mt-2 flex flex-wrap gap-2">
            {group.keywords.map((keyword) => (
              <SkillChip key={keyword} label={keyword} found={false} />
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}
