import type { PreviousResume } from '@tailor/contracts'
import type { UseQueryResult } from '@tanstack/react-query'
import { AlertTriangle, RotateCw } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { PreviousResumeList } from './previous-resume-list.tsx'
import { ResumeUpload } from './resume-upload.tsx'
import { StepSection } from './step-section.tsx'

interface ResumeStepProps {
  useResume: boolean
  onUseResumeChange: (on: boolean) => void
  previous: UseQueryResult<PreviousResume[]>
  /** The previous resume in effect: the one picked, or the first by default; null while a file is chosen. */
  selectedId: string | null
  onSelect: (id: string) => void
  file: File | null
  onFileChange: (file: File | null) => void
  error?: string
}

export function ResumeStep({
  useResume,
  onUseResumeChange,
  previous,
  selectedId,
  onSelect,
  file,
  onFileChange,
  error,
}: ResumeStepProps) {
  return (
    <StepSection
      number={2}
      title="Resume Integration"
      description="Ground the letter in your real experience. Nothing is invented that is not in your resume."
    >
      <label className="flex cursor-pointer items-start gap-3 rounded-2xl border border-ink-200 p-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 dark:border-ink-700">
        <input
          type="checkbox"
          checked={useResume}
          onChange={(event) => onUseResumeChange(event.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-brand-700 dark:accent-brand-400"
        />
        <span>
          <span className="block font-semibold text-ink-950 dark:text-white">Use my resume</span>
          <span className="mt-0.5 block text-sm text-ink-600 dark:text-ink-300">
            Quote your achievements, skills and experience from a resume. Off: the letter is written from the
            job details alone.
          </span>
        </span>
      </label>

      {useResume && (
        <div className="mt-6" data-invalid={error ? true : undefined}>
          {previous.isError ? (
            <div
              role="alert"
              className="flex flex-col gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 sm:flex-row sm:items-center dark:border-red-900 dark:bg-red-950/40"
            >
              <AlertTriangle aria-hidden="true" className="size-5 shrink-0 text-red-600 dark:text-red-400" />
              <p className="flex-1 text-sm font-medium text-red-800 dark:text-red-200">
                Error Loading Previous Resumes
              </p>
              <Button variant="secondary" size="sm" onClick={() => void previous.refetch()}>
                <RotateCw aria-hidden="true" className="size-4" />
                Retry
              </Button>
            </div>
          ) : (
            <PreviousResumeList
              loading={previous.isPending}
              resumes={previous.data ?? []}
              selectedId={selectedId}
              onSelect={onSelect}
            />
          )}
          {(previous.data?.length ?? 0) > 0 && (
            <div className="my-5 flex items-center gap-4 text-xs font-semibold text-ink-500 dark:text-ink-400">
              <span aria-hidden="true" className="h-px flex-1 bg-ink-200 dark:bg-ink-800" />
              OR
              <span aria-hidden="true" className="h-px flex-1 bg-ink-200 dark:bg-ink-800" />
            </div>
          )}
          <ResumeUpload file={file} onFileChange={onFileChange} invalid={Boolean(error)} />
          {error && (
            <p role="alert" className="mt-3 text-sm text-red-600 dark:text-red-400">
              {error}
            </p>
          )}
        </div>
      )}
    </StepSection>
  )
}
