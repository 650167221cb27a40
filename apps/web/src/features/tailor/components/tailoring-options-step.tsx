import type { ExportOption, TailoringMode } from '@tailor/contracts'
import { Download, Mail, MailPlus } from 'lucide-react'
import type { Dispatch } from 'react'
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx'
import { Slider } from '../../../components/ui/slider.tsx'
import { intensityHint, type TailorFormAction, type TailorFormState } from '../tailor-form-state.ts'

interface TailoringOptionsStepProps {
  state: TailorFormState
  dispatch: Dispatch<TailorFormAction>
  /** Where Email sends the resume. */
  email: string | null
}

export function TailoringOptionsStep({ state, dispatch, email }: TailoringOptionsStepProps) {
  const emailed = state.exportOption !== 'download'
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="space-y-8">
        <div>
          <SegmentedControl<TailoringMode>
            legend="Tailoring Mode"
            showLegend
            fill
            options={[
              { value: 'tailoring', label: 'Tailoring Only' },
              { value: 'report', label: 'Tailoring + Report' },
            ]}
            value={state.mode}
            onChange={(mode) => dispatch({ type: 'mode', mode })}
          />
          <p className="mt-2 text-sm text-ink-600 dark:text-ink-300">
            {state.mode === 'report'
              ? 'Adds a report: the score before and after tailoring, and what to improve next.'
              : 'Your tailored resume with the match analysis and every change explained.'}
          </p>
        </div>
        <div>
          <SegmentedControl<ExportOption>
            legend="Export Options"
            showLegend
            fill
            options={[
              {
                value: 'download',
                label: 'Download',
                icon: <Download aria-hidden="true" className="size-4" />,
              },
              { value: 'email', label: 'Email', icon: <Mail aria-hidden="true" className="size-4" /> },
              { value: 'both', label: 'Both', icon: <MailPlus aria-hidden="true" className="size-4" /> },
            ]}
            value={state.exportOption}
            onChange={(option) => dispatch({ type: 'exportOption', option })}
          />
          <p className="mt-2 text-sm text-ink-600 dark:text-ink-300">
            {emailed
              ? `The tailored PDF is emailed to ${email ?? 'your account address'}${state.exportOption === 'both' ? ' and ready to download here' : ''}.`
              : 'Download the tailored PDF here once it is ready.'}
          </p>
        </div>
      </div>
      <Slider
        label="Tailoring Intensity"
        value={state.level}
        onChange={(level) => dispatch({ type: 'level', level })}
        startLabel="Natural"
        endLabel="Matching"
        valueText={`${state.level}%`}
        hint={intensityHint(state.level)}
      />
    </div>
  )
}
