import type { AtsCheckReply } from '@tailor/contracts'
import { CircleCheck, CircleX } from 'lucide-react'

/** The ATS check as a short pass/fail list per section, then the problems in plain words. */
export function AtsReport({ report, label }: { report: AtsCheckReply; label: string }) {
  const passed = report.score >= 98 && report.problems.length === 0
  return (
    <div data-testid="ats-report" className="space-y-3 text-sm">
      <p className="font-semibold text-ink-900 dark:text-ink-50">
        {label}: {report.score}% of your text reads back intact
        {passed ? ' — ready for applicant-tracking systems.' : '.'}
      </p>
      <ul className="grid gap-1.5 sm:grid-cols-2">
        {report.sections.map((section) => (
          <li key={section.name} className="flex items-start gap-2">
            {section.lost.length === 0 ? (
              <CircleCheck
                aria-label="Pass"
                className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
              />
            ) : (
              <CircleX aria-label="Fail" className="mt-0.5 size-4 shrink-0 text-red-600 dark:text-red-400" />
            )}
            <span className="text-ink-700 dark:text-ink-200">
              <span className="font-medium">{section.name}</span>: {section.kept} of{' '}
              {section.kept + section.lost.length} kept
              {section.lost.length > 0 && (
                <span className="block text-ink-500 dark:text-ink-400">Lost: {section.lost.join('; ')}</span>
              )}
            </span>
          </li>
        ))}
      </ul>
      {report.problems.length > 0 && (
        <ul className="list-disc space-y-1 pl-5 text-ink-700 dark:text-ink-200">
          {report.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
