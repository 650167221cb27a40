import type { TailorReply } from '@tailor/contracts'
import { Coins, WandSparkles } from 'lucide-react'
import { type FormEvent, useId, useReducer, useState } from 'react'
import { useNavigate } from 'react-router'
import { pickTemplate, useTemplates } from '../../../components/templates/get-templates.ts'
import { TemplatePicker } from '../../../components/templates/template-picker.tsx'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { ProgressSteps } from '../../../components/ui/progress-steps.tsx'
import { useAppConfig } from '../../../lib/use-app-config.ts'
import { analysisSteps } from '../analysis-steps.ts'
import { describeTailorError, useTailorResume } from '../api/tailor-resume.ts'
import {
  buildTailorBody,
  getTailorFormError,
  initialTailorForm,
  type TailorFormState,
  tailorFormReducer,
} from '../tailor-form-state.ts'
import { JobDetailsStep } from './job-details-step.tsx'
import { ResumeSourceStep } from './resume-source-step.tsx'
import { StepCard } from './step-card.tsx'
import { TailoringOptionsStep } from './tailoring-options-step.tsx'

export interface TailorOutcome {
  reply: TailorReply
  /** The options the analysis was made with. */
  template: string
  options: Pick<TailorFormState, 'mode' | 'exportOption'>
}

interface TailorFormProps {
  /** A template asked for by link (?template=<id>); unknown ids fall back to the first template. */
  templateParam: string | null
  email: string | null
  maxUploadBytes: number
  onResult: (outcome: TailorOutcome) => void
}

/** The four numbered steps and "Analyze & Tailor Resume". */
export function TailorForm({ templateParam, email, maxUploadBytes, onResult }: TailorFormProps) {
  const [state, dispatch] = useReducer(tailorFormReducer, initialTailorForm)
  const templates = useTemplates()
  const tailor = useTailorResume()
  const { aiModel } = useAppConfig()
  const navigate = useNavigate()
  const [failure, setFailure] = useState<string | null>(null)
  const hintId = useId()
  const template = state.template ?? pickTemplate(templates.data, templateParam)
  const problem = getTailorFormError(state)

  function submit(event: FormEvent) {
    event.preventDefault()
    if (problem || tailor.isPending) return
    setFailure(null)
    tailor.mutate(buildTailorBody(state, template), {
      onSuccess: (reply) => {
        // docs/product.md § States: an unsuccessful reply shows no result.
        if (reply.success)
          onResult({ reply, template, options: { mode: state.mode, exportOption: state.exportOption } })
      },
      onError: (error) => {
        const outcome = describeTailorError(error)
        if ('redirect' in outcome) navigate(outcome.redirect)
        else setFailure(outcome.message)
      },
    })
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <ol className="space-y-6">
        <li>
          <StepCard
            number={1}
            title="Provide Your Resume"
            description="Upload a file, reuse one you have uploaded before, or paste the text."
          >
            <ResumeSourceStep state={state} dispatch={dispatch} maxUploadBytes={maxUploadBytes} />
          </StepCard>
        </li>
        <li>
          <StepCard
            number={2}
            title="Add Job Details (Optional)"
            description="The job you are applying for. Your resume is compared with it and tailored toward it."
          >
            <JobDetailsStep state={state} dispatch={dispatch} />
          </StepCard>
        </li>
        <li>
          <StepCard
            number={3}
            title="Choose Resume Template"
            description="How your tailored PDF looks. You can switch it later in the editor."
          >
            <TemplatePicker
              legend="Resume template"
              value={template}
              onChange={(id) => dispatch({ type: 'template', id })}
            />
          </StepCard>
        </li>
        <li>
          <StepCard
            number={4}
            title="Tailoring Options"
            description="How far to tailor, whether to add a report, and where the PDF goes."
          >
            <TailoringOptionsStep state={state} dispatch={dispatch} email={email} />
          </StepCard>
        </li>
      </ol>

      {failure && <Alert tone="error">{failure}</Alert>}
      {tailor.isPending && aiModel && (
        <ProgressSteps label="Analysis progress" steps={analysisSteps(aiModel, state.level)} />
      )}

      <div className="flex flex-col items-stretch gap-3 rounded-3xl border border-ink-200 bg-ink-50/60 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6 dark:border-ink-800 dark:bg-ink-900/40">
        <p id={hintId} className="flex items-center gap-2 text-sm text-ink-600 dark:text-ink-300">
          {problem ? (
            <span className="font-medium text-amber-800 dark:text-amber-300">{problem}</span>
          ) : (
            <>
              <Coins aria-hidden="true" className="size-4 shrink-0 text-brand-700 dark:text-brand-300" />
              Uses 1 credit. Nothing is added that your resume does not already show.
            </>
          )}
        </p>
        <Button
          type="submit"
          size="lg"
          disabled={problem !== null || tailor.isPending}
          aria-describedby={hintId}
          icon={WandSparkles}
          busy={tailor.isPending}
          className="shrink-0"
        >
          {tailor.isPending ? 'Analyzing...' : 'Analyze & Tailor Resume'}
        </Button>
      </div>
    </form>
  )
}
