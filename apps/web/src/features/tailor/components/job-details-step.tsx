import type { Dispatch } from 'react'
import { JobLinkImport } from '../../../components/job-link-import.tsx'
import { Tabs } from '../../../components/ui/tabs.tsx'
import { TextAreaField } from '../../../components/ui/text-area-field.tsx'
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
  const posting = state.importedJob
  const details = posting ? [posting.location, posting.employment_type, posting.salary].filter(Boolean) : []
  return (
    <div className="space-y-4">
      <JobLinkImport
        url={state.jobUrl}
        onUrlChange={(url) => dispatch({ type: 'jobUrl', url })}
        onImported={({ source_url: _source, fetched_at: _fetched, ...read }) =>
          dispatch({ type: 'importedJob', posting: read })
        }
      />
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
        <p className="text-sm text-ink-600 dark:text-ink-400">
          Paste the link of a job posting and press Import to check what is read. LinkedIn and Indeed don’t
          allow reading postings; paste their description on the Job Description tab instead.
        </p>
      )}
    </div>
  )
}
