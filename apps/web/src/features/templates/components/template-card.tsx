import type { ResumeTemplate } from '@tailor/contracts'
import { ArrowRight, Maximize2 } from 'lucide-react'
import { Link } from 'react-router'
import { Button, buttonClass } from '../../../components/ui/button.tsx'
import { TemplateImage } from './template-image.tsx'
import { templateHref } from './template-links.ts'

interface TemplateCardProps {
  template: ResumeTemplate
  isDefault: boolean
  eager: boolean
  onPreview: () => void
}

export function TemplateCard({ template, isDefault, eager, onPreview }: TemplateCardProps) {
  const titleId = `template-${template.id}`
  return (
    <article
      aria-labelledby={titleId}
      className="group flex flex-col rounded-2xl border border-ink-200 bg-white p-4 transition-[border-color,box-shadow] duration-200 hover:border-brand-300 hover:shadow-xl hover:shadow-brand-900/5 sm:p-5 dark:border-ink-800 dark:bg-ink-900/60 dark:hover:border-brand-700"
    >
      <button
        type="button"
        onClick={onPreview}
        aria-label={`Preview ${template.name}`}
        className="relative block rounded-xl bg-ink-100 p-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:p-6 dark:bg-ink-800/60"
      >
        <TemplateImage
          name={template.name}
          src={template.preview_image}
          eager={eager}
          className="transition-transform duration-300 group-hover:-translate-y-1 motion-reduce:transition-none motion-reduce:group-hover:translate-y-0"
        />
        <span className="absolute top-3 right-3 grid size-9 place-items-center rounded-full bg-white/90 text-ink-700 opacity-0 shadow-sm transition-opacity group-hover:opacity-100 group-focus-within:opacity-100 dark:bg-ink-900/90 dark:text-ink-200">
          <Maximize2 aria-hidden="true" className="size-4" />
        </span>
      </button>
      <div className="mt-5 flex items-center gap-2">
        <h2 id={titleId} className="font-display text-lg font-semibold text-ink-950 dark:text-white">
          {template.name}
        </h2>
        {isDefault && (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-900/40 dark:text-brand-200">
            Default
          </span>
        )}
      </div>
      <p className="mt-1.5 flex-1 text-sm leading-6 text-ink-600 dark:text-ink-300">{template.description}</p>
      {template.ats_round_trip && (
        <p className="mt-2 text-xs font-medium text-ink-500 dark:text-ink-400" data-testid="ats-round-trip">
          What an ATS reads back of a sample: PDF {template.ats_round_trip.pdf}% · Word{' '}
          {template.ats_round_trip.docx}%
        </p>
      )}
      <div className="mt-5 flex gap-3">
        <Button variant="secondary" size="sm" onClick={onPreview} aria-describedby={titleId}>
          Preview
        </Button>
        <Link
          to={templateHref(template.id)}
          className={buttonClass('primary', 'sm', 'flex-1')}
          aria-describedby={titleId}
        >
          Use this template
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  )
}
