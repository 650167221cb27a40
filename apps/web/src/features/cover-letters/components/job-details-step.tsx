import { useState } from 'react'
import { JobLinkImport } from '../../../components/job-link-import.tsx'
import { TextAreaField } from '../../../components/ui/text-area-field.tsx'
import { TextField } from '../../../components/ui/text-field.tsx'
import type { CoverLetterFormErrors, CoverLetterFormValues } from '../cover-letter-form.ts'
import { StepSection } from './step-section.tsx'

type JobField =
  | 'job_title'
  | 'company_name'
  | 'job_description'
  | 'hiring_manager_name'
  | 'referral_source'
  | 'additional_info'

interface JobDetailsStepProps {
  values: Pick<CoverLetterFormValues, JobField>
  errors: CoverLetterFormErrors
  onChange: (field: JobField, value: string) => void
}

export function JobDetailsStep({ values, errors, onChange }: JobDetailsStepProps) {
  const [jobUrl, setJobUrl] = useState('')
  const bind = (field: JobField) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  })
  return (
    <StepSection
      number={1}
      title="Job Details"
      description="Tell us about the role. The letter is written for this job."
    >
      <JobLinkImport
        className="mb-5"
        label="Import from a job link (optional)"
        url={jobUrl}
        onUrlChange={setJobUrl}
        onImported={(posting) => {
          // Only what the page gave: a field it left empty keeps what the user typed.
          if (posting.title) onChange('job_title', posting.title)
          if (posting.company) onChange('company_name', posting.company)
          if (posting.description) onChange('job_description', posting.description)
        }}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Job Title"
          placeholder="e.g. Senior Data Engineer"
          autoComplete="off"
          error={errors.job_title}
          {...bind('job_title')}
        />
        <TextField
          label="Company Name"
          placeholder="e.g. Northwind Traders"
          autoComplete="organization"
          error={errors.company_name}
          {...bind('company_name')}
        />
        <TextAreaField
          className="sm:col-span-2"
          label="Job Description"
          placeholder="Paste the job description or the key requirements..."
          rows={8}
          error={errors.job_description}
          hint="The more detail, the better the letter matches the role."
          {...bind('job_description')}
        />
      </div>
      <div className="mt-8 flex items-center gap-3 text-xs font-semibold tracking-wide text-ink-500 uppercase dark:text-ink-400">
        Optional details
        <span aria-hidden="true" className="h-px flex-1 bg-ink-200 dark:bg-ink-800" />
      </div>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <TextField
          label="Hiring Manager Name"
          placeholder="e.g. Jordan Lee"
          autoComplete="off"
          {...bind('hiring_manager_name')}
        />
        <TextField
          label="Referral Source"
          placeholder="e.g. LinkedIn, or a referral from Sam Patel"
          {...bind('referral_source')}
        />
        <TextAreaField
          className="sm:col-span-2"
          label="Additional Information"
          placeholder="Anything else to mention: a relocation, a career change, why this company..."
          rows={3}
          {...bind('additional_info')}
        />
      </div>
    </StepSection>
  )
}
