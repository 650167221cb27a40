import type { CoverLetterResult } from '@tailor/contracts'
import { WandSparkles } from 'lucide-react'
import { type FormEvent, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { ProgressSteps } from '../../../components/ui/progress-steps.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { ApiError } from '../../../lib/api-error.ts'
import { useAppConfig } from '../../../lib/use-app-config.ts'
import { describeGenerateError, useGenerateCoverLetter } from '../api/generate-cover-letter.ts'
import { usePreviousResumes } from '../api/get-previous-resumes.ts'
import {
  type CoverLetterFormErrors,
  type CoverLetterFormValues,
  emptyCoverLetterForm,
  validateCoverLetterForm,
} from '../cover-letter-form.ts'
import { CoverLetterResultView } from './cover-letter-result-view.tsx'
import { JobDetailsStep } from './job-details-step.tsx'
import { ResumeStep } from './resume-step.tsx'
import { StyleStep } from './style-step.tsx'

/** The /cover-letter screen: the three-step form, then the result (docs/product.md § States: idle → generating → result). */
export function CoverLetterGenerator() {
  const [values, setValues] = useState<CoverLetterFormValues>(emptyCoverLetterForm)
  const [errors, setErrors] = useState<CoverLetterFormErrors>({})
  const [result, setResult] = useState<CoverLetterResult | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const navigate = useNavigate()
  const notify = useToast()
  const generate = useGenerateCoverLetter()
  const { aiModel } = useAppConfig()
  const previous = usePreviousResumes(values.use_resume)

  // docs/product.md § States: the first previous resume is selected by default; an uploaded file replaces the selection.
  const resumeId = values.uploaded_resume ? null : (values.resume_id ?? previous.data?.[0]?.id ?? null)

  function change(patch: Partial<CoverLetterFormValues>) {
    setValues((current) => ({ ...current, ...patch }))
    // An error goes away as soon as its field is touched.
    setErrors((current) => {
      const next = { ...current }
      for (const key of Object.keys(patch)) {
        if (key === 'use_resume' || key === 'resume_id' || key === 'uploaded_resume') delete next.resume
        else delete next[key as keyof CoverLetterFormErrors]
      }
      return next
    })
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const found = validateCoverLetterForm(values, resumeId)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      // Focus the first field in error once it has re-rendered with its message.
      requestAnimationFrame(() =>
        formRef.current
          ?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input:not([type="checkbox"])')
          ?.focus(),
      )
      return
    }
    generate.mutate(
      { values, resumeId },
      {
        onSuccess: (reply) => {
          setResult(reply)
          window.scrollTo({ top: 0 })
        },
        onError: (error) => {
          // docs/product.md § Errors: a payment-required reply sends the user to the pricing page.
          if (error instanceof ApiError && error.status === 402) {
            notify('info', 'You are out of credits. Add credits to generate a cover letter.')
            navigate('/pricing')
          }
        },
      },
    )
  }

  function startNew() {
    setResult(null)
    setValues(emptyCoverLetterForm)
    setErrors({})
    generate.reset()
    window.scrollTo({ top: 0 })
  }

  if (result) return <CoverLetterResultView result={result} onStartNew={startNew} />

  const failure =
    generate.isError && !(generate.error instanceof ApiError && generate.error.status === 402)
      ? describeGenerateError(generate.error)
      : null
  const busy = generate.isPending

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-6">
      <fieldset disabled={busy} className="space-y-6">
        <JobDetailsStep
          values={values}
          errors={errors}
          onChange={(field, value) => change({ [field]: value })}
        />
        <ResumeStep
          useResume={values.use_resume}
          onUseResumeChange={(on) => change({ use_resume: on })}
          previous={previous}
          selectedId={resumeId}
          onSelect={(id) => change({ resume_id: id, uploaded_resume: null })}
          file={values.uploaded_resume}
          onFileChange={(file) => change({ uploaded_resume: file, resume_id: null })}
          error={errors.resume}
        />
        <StyleStep tone={values.tone} template={values.template} length={values.length} onChange={change} />
      </fieldset>

      <div className="rounded-3xl border border-ink-200 bg-ink-50 p-5 sm:p-6 dark:border-ink-800 dark:bg-ink-900/40">
        {failure && (
          <Alert tone="error" title={failure.message} className="mb-5">
            {failure.detail}
          </Alert>
        )}
        <div className="flex flex-col items-center gap-4 sm:flex-row sm:justify-between">
          <div className="text-sm text-ink-600 dark:text-ink-300" role="status">
            {busy && aiModel ? (
              <ProgressSteps
                label="Letter progress"
                steps={[
                  'Collecting the facts your resume shows',
                  `Writing with ${aiModel}`,
                  'Checking every sentence against your resume',
                ]}
              />
            ) : busy ? (
              <span className="flex items-center gap-2 font-medium text-brand-800 dark:text-brand-200">
                <Spinner className="size-4" />
                Crafting your cover letter...
              </span>
            ) : (
              'Generating a letter uses 1 credit.'
            )}
          </div>
          <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
            {busy ? <Spinner className="size-4" /> : <WandSparkles aria-hidden="true" className="size-5" />}
            {busy ? 'Generating...' : 'Generate Cover Letter'}
          </Button>
        </div>
      </div>
    </form>
  )
}
