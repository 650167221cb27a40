import { Download } from 'lucide-react'
import type { Dispatch, FormEvent } from 'react'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { Tabs } from '../../../components/ui/tabs.tsx'
import { TextAreaField } from '../../../components/ui/text-area-field.tsx'
import { TextField } from '../../../components/ui/text-field.tsx'
import { describeImportError, useImportJob } from '../api/import-job.ts'
import type { JobTab, TailorFormAction, TailorFormState } from '../tailor-form-state.ts'

interface JobDetailsStepProps {
  state: TailorFormState
  dispatch: Dispatch<TailorFormAction>
}

export function JobDetailsStep({ state, dispatch }: JobDetailsStepProps) {
  return (
    <Tabs<JobTab>
      label="Job details"
      items={[
        { value: 'description', label: 'Job Description' },
        { value: 'link', label: 'Job Link' },
      ]}
      value={state.jobTab}
      onChange={(tab) => dispatch({ type: 'jobTab', tab })}
    >
      {state.jobTab === 'description' ? (
        <TextAreaField
          label="Job description"
          value={state.jobDescription}
          onChange={(event) => dispatch({ type: 'jobDescription', text: event.target.value })}
          rows={9}
          placeholder="Paste the job posting: title, company, responsibilities and requirements."
          hint="Optional. With it you get a match analysis against the job; without it, an ATS readiness check of your resume."
        />
      ) : (
        <JobLinkPanel state={state} dispatch={dispatch} />
      )}
    </Tabs>
  )
}

/** Paste a link, Import it, check and edit what was read before analysing. */
function JobLinkPanel({ state, dispatch }: JobDetailsStepProps) {
  const importJob = useImportJob()
  const posting = state.importedJob

  function runImport(event?: FormEvent) {
    event?.preventDefault()
    const url = state.jobUrl.trim()
    if (!url || importJob.isPending) return
    importJob.mutate(url, {
      onSuccess: (reply) => {
        const { source_url: _source, fetched_at: _fetched, ...read } = reply
        dispatch({ type: 'importedJob', posting: read })
      },
    })
  }

  const details = posting ? [posting.location, posting.employment_type, posting.salary].filter(Boolean) : []
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label="Job link"
          type="url"
          inputMode="url"
          className="flex-1"
          value={state.jobUrl}
          placeholder="https://company.example/careers/senior-engineer"
          onChange={(event) => {
            importJob.reset()
            dispatch({ type: 'jobUrl', url: event.target.value })
          }}
          onKeyDown={(event) => {
            // Enter imports the link instead of submitting the whole analysis form.
            if (event.key === 'Enter') runImport(event)
          }}
        />
        <Button
          type="button"
          variant="secondary"
          onClick={() => runImport()}
          disabled={!state.jobUrl.trim() || importJob.isPending}
          className="shrink-0"
        >
          {importJob.isPending ? (
            <Spinner className="size-4" />
          ) : (
            <Download aria-hidden="true" className="size-4" />
          )}
          {importJob.isPending ? 'Importing...' : 'Import'}
        </Button>
      </div>
      {importJob.isError && <Alert tone="error">{describeImportError(importJob.error)}</Alert>}
      {posting ? (
        <section className="space-y-3" aria-label="Imported job">
          <div>
            <p className="text-base font-semibold text-ink-900 dark:text-white">
              {posting.title || 'Untitled job'}
            </p>
            <p className="text-sm text-ink-700 dark:text-ink-300">
              {posting.company || 'Company not stated'}
            </p>
            {details.length > 0 && (
              <p className="text-sm text-ink-500 dark:text-ink-400">{details.join(' · ')}</p>
            )}
          </div>
          <TextAreaField
            label="Imported job description"
            value={posting.description}
            onChange={(event) => dispatch({ type: 'importedDescription', text: event.target.value })}
            rows={9}
            hint="Read from the link. Check it and edit anything that is wrong before analysing."
          />
        </section>
      ) : (
        !importJob.isError && (
          <p className="text-sm text-ink-600 dark:text-ink-400">
            Paste the link of a job posting and press Import to check what is read. LinkedIn and Indeed don’t
            allow reading postings; paste their description on the Job Description tab instead.
          </p>
        )
      )}
    </div>
  )
}
