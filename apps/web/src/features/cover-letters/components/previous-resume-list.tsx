import type { PreviousResume } from '@tailor/contracts'
import { CircleCheck, FileUser } from 'lucide-react'
import { cx } from '../../../lib/cx.ts'
import { formatShortDate } from '../format-letter.ts'

interface PreviousResumeListProps {
  loading: boolean
  resumes: PreviousResume[]
  selectedId: string | null
  onSelect: (id: string) => void
}

export function PreviousResumeList({ loading, resumes, selectedId, onSelect }: PreviousResumeListProps) {
  if (loading) {
    return (
      <div role="status" aria-label="Loading previous resumes" className="space-y-2">
        {[0, 1].map((key) => (
          <div
            key={key}
            className="h-16 animate-pulse rounded-2xl bg-ink-100 motion-reduce:animate-none dark:bg-ink-800"
          />
        ))}
      </div>
    )
  }
  if (resumes.length === 0) return null
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink-900 dark:text-ink-100">
        Previously Used Resumes
      </legend>
      <div className="mt-3 max-h-72 space-y-2 overflow-y-auto p-0.5">
        {resumes.map((resume) => {
          const checked = resume.id === selectedId
          return (
            <label
              key={resume.id}
              className={cx(
                'flex cursor-pointer items-center gap-3 rounded-2xl border p-3.5 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                checked
                  ? 'border-brand-600 bg-brand-50/70 dark:border-brand-400 dark:bg-brand-900/25'
                  : 'border-ink-200 hover:bg-ink-50 dark:border-ink-700 dark:hover:bg-ink-800/60',
              )}
            >
              <input
                type="radio"
                name="previous-resume"
                value={resume.id}
                checked={checked}
                onChange={() => onSelect(resume.id)}
                className="sr-only"
              />
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-ink-100 text-ink-600 dark:bg-ink-800 dark:text-ink-300">
                <FileUser aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-semibold text-ink-950 dark:text-white">
                  {resume.filename}
                </span>
                <span className="block text-xs text-ink-500 dark:text-ink-400">
                  Last used {formatShortDate(resume.last_used_at)}
                </span>
              </span>
              <CircleCheck
                aria-hidden="true"
                className={cx('size-5 shrink-0 text-brand-700 dark:text-brand-300', !checked && 'invisible')}
              />
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
