import type { Dispatch } from 'react'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
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
        {
          value: 'link',
          label: (
            <>
              Job Link
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-[0.6875rem] font-semibold text-amber-800 dark:bg-amber-900/40 dark:text-amber-200">
                Coming Soon
              </span>
            </>
          ),
        },
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
        <Alert
          tone="info"
          title="Job links are coming soon"
          action={
            <Button
              variant="secondary"
              size="sm"
              onClick={() => dispatch({ type: 'jobTab', tab: 'description' })}
            >
              Switch to Job Description
            </Button>
          }
        >
          URL functionality is coming soon. For now, paste the job description to analyze your resume against
          the job.
        </Alert>
      )}
    </Tabs>
  )
}
