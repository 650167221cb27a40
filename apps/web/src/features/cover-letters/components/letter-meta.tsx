import type { CoverLetterTemplate, CoverLetterTone } from '@tailor/contracts'
import { cx } from '../../../lib/cx.ts'
import { optionLabel, templateOptions, toneOptions } from '../letter-options.ts'

interface LetterMetaProps {
  template: CoverLetterTemplate
  tone: CoverLetterTone
  wordCount: number
  status: string
}

/** Template, tone, word count and status as a row of chips; COMPLETED is green, any other status yellow. */
export function LetterMeta({ template, tone, wordCount, status }: LetterMetaProps) {
  const items = [
    ['Template', optionLabel(templateOptions, template)],
    ['Tone', optionLabel(toneOptions, tone)],
    ['Words', String(wordCount)],
  ] as const
  return (
    <dl className="flex flex-wrap gap-2 text-sm">
      {items.map(([label, value]) => (
        <div
          key={label}
          className="flex gap-1.5 rounded-lg border border-ink-200 bg-white px-2.5 py-1 dark:border-ink-700 dark:bg-ink-900"
        >
          <dt className="text-ink-500 dark:text-ink-400">{label}</dt>
          <dd
            className="font-semibold text-ink-900 dark:text-ink-100"
            data-testid={`letter-${label.toLowerCase()}`}
          >
            {value}
          </dd>
        </div>
      ))}
      <div
        className={cx(
          'flex gap-1.5 rounded-lg border px-2.5 py-1',
          status === 'COMPLETED'
            ? 'border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-200'
            : 'border-amber-200 bg-amber-50 text-amber-800 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-200',
        )}
      >
        <dt className="opacity-80">Status</dt>
        <dd
          className="font-semibold"
          data-testid="letter-status"
          data-tone={status === 'COMPLETED' ? 'success' : 'warning'}
        >
          {status}
        </dd>
      </div>
    </dl>
  )
}
