import type { PreviousResume } from '@tailor/contracts'
import type { UseQueryResult } from '@tanstack/react-query'
import { RotateCw } from 'lucide-react'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { FileDropZone } from '../../../components/ui/file-drop-zone.tsx'
import { OrDivider } from '../../../components/ui/or-divider.tsx'
import { useAppConfig } from '../../../lib/use-app-config.ts'
import { resumeExtensions } from '../cover-letter-form.ts'
import { PreviousResumeList } from './previous-resume-list.tsx'
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
  const { maxUploadBytes } = useAppConfig()
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
            <Alert
              tone="error"
              title="Error Loading Previous Resumes"
              action={
                <Button variant="secondary" size="sm" onClick={() => void previous.refetch()}>
                  <RotateCw aria-hidden="true" className="size-4" />
                  Retry
                </Button>
              }
            />
          ) : (
            <PreviousResumeList
              loading={previous.isPending}
              resumes={previous.data ?? []}
              selectedId={selectedId}
              onSelect={onSelect}
            />
          )}
          {(previous.data?.length ?? 0) > 0 && <OrDivider label="or" />}
          <FileDropZone
            label="Upload a resume"
            extensions={resumeExtensions}
            maxBytes={maxUploadBytes}
            file={file}
            onFileChange={onFileChange}
            readyText="used for this letter"
          />
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
