import type { ResumeTemplate } from '@tailor/contracts'
import { CircleCheck, RotateCw } from 'lucide-react'
import { useId, useState } from 'react'
import { getErrorText } from '../../lib/api-error.ts'
import { cx } from '../../lib/cx.ts'
import { Alert } from '../ui/alert.tsx'
import { Button } from '../ui/button.tsx'
import { useTemplates } from './get-templates.ts'

interface TemplatePickerProps {
  legend: string
  value: string
  onChange: (id: string) => void
  /** Smaller cards in a single scrolling row (the Edit Resume dialog). */
  compact?: boolean
}

/** The resume template grid: preview image (or the name's first letter) and name, one selected. */
export function TemplatePicker({ legend, value, onChange, compact = false }: TemplatePickerProps) {
  const templates = useTemplates()
  const name = useId()

  if (templates.isPending) {
    return (
      <div role="status" aria-label="Loading templates" className={grid(compact)}>
        {[0, 1, 2, 3].map((key) => (
          <div
            key={key}
            className="aspect-[400/518] animate-pulse rounded-xl bg-ink-100 motion-reduce:animate-none dark:bg-ink-800"
          />
        ))}
      </div>
    )
  }
  if (templates.isError) {
    return (
      <Alert
        tone="error"
        title={<h3>Error Loading Templates</h3>}
        action={
          <Button variant="secondary" size="sm" onClick={() => window.location.reload()}>
            <RotateCw aria-hidden="true" className="size-4" />
            Retry
          </Button>
        }
      >
        {getErrorText(templates.error, templates.error.message || 'Failed to load templates')}
      </Alert>
    )
  }

  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{legend}</legend>
      <div className={grid(compact)}>
        {templates.data.map((template) => (
          <TemplateCard
            key={template.id}
            template={template}
            name={name}
            checked={template.id === value}
            onSelect={() => onChange(template.id)}
            compact={compact}
          />
        ))}
      </div>
    </fieldset>
  )
}

const grid = (compact: boolean) =>
  compact
    ? 'grid auto-cols-[6.5rem] grid-flow-col gap-3 overflow-x-auto pb-2 [scrollbar-width:thin]'
    : 'grid grid-cols-3 gap-3 sm:gap-4 lg:grid-cols-6'

interface TemplateCardProps {
  template: ResumeTemplate
  name: string
  checked: boolean
  onSelect: () => void
  compact: boolean
}

function TemplateCard({ template, name, checked, onSelect, compact }: TemplateCardProps) {
  const [broken, setBroken] = useState(false)
  const showImage = template.preview_image && !broken
  return (
    <label
      title={template.description}
      className={cx(
        'group relative flex cursor-pointer flex-col rounded-xl border bg-white p-1.5 transition-all dark:bg-ink-900',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
        checked
          ? 'border-brand-600 ring-2 ring-brand-600/30 dark:border-brand-400 dark:ring-brand-400/30'
          : 'border-ink-200 hover:border-ink-300 hover:shadow-md dark:border-ink-700 dark:hover:border-ink-600',
      )}
    >
      <input
        type="radio"
        name={name}
        value={template.id}
        checked={checked}
        onChange={onSelect}
        className="sr-only"
      />
      <span className="relative block aspect-[400/518] overflow-hidden rounded-lg bg-ink-50 ring-1 ring-ink-950/5 dark:bg-ink-800">
        {showImage ? (
          <img
            src={template.preview_image}
            alt=""
            loading="lazy"
            decoding="async"
            onError={() => setBroken(true)}
            className="size-full object-cover object-top"
          />
        ) : (
          <span
            aria-hidden="true"
            data-testid="template-placeholder"
            className="grid size-full place-items-center font-display text-4xl font-bold text-brand-700/70 dark:text-brand-300/70"
          >
            {template.name.charAt(0).toUpperCase()}
          </span>
        )}
        {checked && (
          <CircleCheck
            aria-hidden="true"
            className="absolute top-1.5 right-1.5 size-5 rounded-full bg-white fill-brand-600 text-white dark:bg-ink-900 dark:fill-brand-400 dark:text-ink-900"
          />
        )}
      </span>
      <span
        className={cx(
          'px-1 pt-2 pb-1 text-center font-semibold text-ink-900 dark:text-ink-50',
          compact ? 'text-xs' : 'text-sm',
        )}
      >
        {template.name}
      </span>
    </label>
  )
}
