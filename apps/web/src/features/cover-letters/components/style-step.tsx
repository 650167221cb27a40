import type { CoverLetterLength, CoverLetterTemplate, CoverLetterTone } from '@tailor/contracts'
import { lengthOptions, templateOptions, toneOptions } from '../letter-options.ts'
import { RadioCardGroup } from './radio-card-group.tsx'
import { StepSection } from './step-section.tsx'

interface StyleStepProps {
  tone: CoverLetterTone
  template: CoverLetterTemplate
  length: CoverLetterLength
  onChange: (
    change: Partial<{ tone: CoverLetterTone; template: CoverLetterTemplate; length: CoverLetterLength }>,
  ) => void
}

const lengthCards = lengthOptions.map((option) => ({ ...option, badge: `${option.min}–${option.max} words` }))

export function StyleStep({ tone, template, length, onChange }: StyleStepProps) {
  return (
    <StepSection
      number={3}
      title="Style & Options"
      description="Choose how the letter sounds, looks and how long it runs."
    >
      <div className="space-y-8">
        <RadioCardGroup
          legend="Tone"
          name="tone"
          options={toneOptions}
          value={tone}
          onChange={(v) => onChange({ tone: v })}
        />
        <RadioCardGroup
          legend="Template"
          name="template"
          options={templateOptions}
          value={template}
          onChange={(v) => onChange({ template: v })}
        />
        <RadioCardGroup
          legend="Length"
          name="length"
          options={lengthCards}
          value={length}
          onChange={(v) => onChange({ length: v })}
        />
      </div>
    </StepSection>
  )
}
