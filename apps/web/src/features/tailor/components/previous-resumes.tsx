import type { PreviousResume } from '@tailor/contracts'
import { FileClock, RotateCw } from 'lucide-react'
import { type ReactNode, useId, useState } from 'react'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { OrDivider } from '../../../components/ui/or-divider.tsx'
import { cx } from '../../../lib/cx.ts'
import { formatShortDate } from '../../../lib/format-short-date.ts'
import { usePreviousResumes } from '../api/get-previous-resumes.ts'

const shownAtFirst = 4

interface PreviousResumesProps {
  selectedId: string | null
  onSelect: (id: string) => void
}

/** "Previously Used Resumes" under an OR divider: one can be selected instead of uploading. */
export function PreviousResumes({ selectedId, onSelect }: PreviousResumesProps) {
  const resumes = usePreviousResumes()
  const [showAll, setShowAll] = useState(false)
  const titleId = useId()

  if (resumes.isSuccess && resumes.data.length === 0) return null

  let body: ReactNode
  if (resumes.isPending) {
    body = (
      <div role="status" aria-label="Loading previous resumes" className="min-w-0 space-y-2">
        {[0, 1].map((key) => (
          <div
            key={key}
            className="h-16 animate-pulse rounded-xl bg-ink-100 motion-reduce:animate-none dark:bg-ink-800"
          />
        ))}
      </div>
    )
  } else if (resumes.isError) {
    body = (
      <Alert
        tone="error"
        title={<h4>Error Loading Previous Resumes</h4>}
        action={
          <Button variant="secondary" size="sm" onClick={() => window.location.reload()}>
            <RotateCw aria-hidden="true" className="size-4" />
            Retry
          </Button>
        }
      >
        Your earlier uploads could not be loaded. You can still upload a file.
      </Alert>
    )
  } else {
    // Keep a selection visible even when it is beyond the first few.
    const selectedIndex = resumes.data.findIndex((r) => r.id === selectedId)
    const visible =
      showAll || selectedIndex >= shownAtFirst ? resumes.data : resumes.data.slice(0, shownAtFirst)
    body = (
      <>
        <fieldset aria-labelledby={titleId} className="min-w-0 space-y-2">
          {visible.map((resume) => (
            <ResumeOption
              key={resume.id}
              resume={resume}
              checked={resume.id === selectedId}
              onSelect={() => onSelect(resume.id)}
            />
          ))}
        </fieldset>
        {visible.length < resumes.data.length && (
          <Button variant="ghost" size="sm" className="mt-2" onClick={() => setShowAll(true)}>
            Show {resumes.data.length - visible.length} more
          </Button>
        )}
      </>
    )
  }

  return (
    <div>
      <OrDivider label="or" />
      <h3 id={titleId} className="mb-3 text-sm font-semibold text-ink-900 dark:text-ink-50">
        Previously Used Resumes
      </h3>
      {body}
    </div>
  )
}

function ResumeOption({
  resume,
  checked,
  onSelect,
}: {
  resume: PreviousResume
  checked: boolean
  onSelect: () => void
}) {
  return (
    <label
      className={cx(
        'flex cursor-pointer items-center gap-3 rounded-xl border p-3 transition-colors',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
        checked
          ? 'border-brand-600 bg-brand-50/70 dark:border-brand-400 dark:bg-brand-950/40'
          : 'border-ink-200 hover:border-ink-300 hover:bg-ink-50 dark:border-ink-700 dark:hover:border-ink-600 dark:hover:bg-ink-800/60',
      )}
    >
      <input
        type="radio"
        name="previous-resume"
        checked={checked}
        onChange={onSelect}
        className="size-4 shrink-0 accent-brand-700 dark:accent-brand-400"
      />
      <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-ink-100 text-ink-600 dark:bg-ink-800 dark:text-ink-300">
        <FileClock aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-semibold text-ink-900 dark:text-ink-50">
          {resume.filename}
        </span>
        <span className="block text-xs text-ink-500 dark:text-ink-400">
          {resume.format.toUpperCase()} · Last used {formatShortDate(resume.last_used_at)}
        </span>
      </span>
    </label>
  )
}
