import type { ResumeTemplate, TemplateUsage } from '@tailor/contracts'
import { ArrowRight, History, LayoutTemplate, WandSparkles } from 'lucide-react'
import { Link } from 'react-router'
import { useTemplates } from '../../../components/templates/get-templates.ts'
import { buttonClass } from '../../../components/ui/button.tsx'
import { formatShortDate } from '../../../lib/format-short-date.ts'
import { useTemplateUsage } from '../api/get-template-usage.ts'
import { TemplateImage } from './template-image.tsx'
import { templateHref } from './template-links.ts'
import { TemplatesError, TemplatesLoading } from './templates-states.tsx'

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

function ActiveTemplateCard({ usage, template }: { usage: TemplateUsage; template?: ResumeTemplate }) {
  // A template retired from the catalogue still shows, under its id and without a preview.
  const name = template?.name ?? usage.template
  const titleId = `active-${usage.template}`
  return (
    <article
      aria-labelledby={titleId}
      className="flex gap-5 rounded-2xl border border-ink-200 bg-white p-4 sm:p-5 dark:border-ink-800 dark:bg-ink-900/60"
    >
      <div className="w-28 shrink-0 rounded-xl bg-ink-100 p-3 sm:w-36 dark:bg-ink-800/60">
        <TemplateImage name={name} src={template?.preview_image ?? ''} eager />
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <h2 id={titleId} className="font-display text-lg font-semibold text-ink-950 dark:text-white">
          {name}
        </h2>
        <p className="mt-1 text-sm font-medium text-brand-800 dark:text-brand-200">
          Used by {plural(usage.analyses, 'analysis', 'analyses')}
        </p>
        <p className="mt-0.5 text-xs text-ink-500 dark:text-ink-400">
          Last used <time dateTime={usage.last_used_at}>{formatShortDate(usage.last_used_at)}</time>
        </p>
        {template && (
          <p className="mt-2 line-clamp-2 text-sm leading-6 text-ink-600 dark:text-ink-300">
            {template.description}
          </p>
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          {template && (
            <Link
              to={templateHref(template.id)}
              className={buttonClass('primary', 'sm')}
              aria-describedby={titleId}
            >
              Use this template
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          )}
          <Link to="/analysis-history" className={buttonClass('secondary', 'sm')}>
            <History aria-hidden="true" className="size-4" />
            Your analyses
          </Link>
        </div>
      </div>
    </article>
  )
}

function NoActiveTemplates() {
  return (
    <div className="mx-auto mt-10 flex max-w-lg flex-col items-center rounded-2xl border border-dashed border-ink-300 px-6 py-12 text-center dark:border-ink-700">
      <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-300">
        <LayoutTemplate aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-4 font-semibold text-ink-950 dark:text-white">No active templates yet</h2>
      <p className="mt-1 text-sm text-ink-600 dark:text-ink-300">
        The templates of your tailored resumes appear here. Pick one in the gallery or start an analysis.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/template-gallery" className={buttonClass('secondary', 'sm')}>
          Browse Templates
        </Link>
        <Link to="/analysis" className={buttonClass('primary', 'sm')}>
          <WandSparkles aria-hidden="true" className="size-4" />
          Analyze a resume
        </Link>
      </div>
    </div>
  )
}

/** The templates the user's analyses use, most recently used first, from their real records. */
export function ActiveTemplates() {
  const usage = useTemplateUsage()
  const catalogue = useTemplates()

  if (usage.isPending || catalogue.isPending) return <TemplatesLoading cards={2} />
  if (usage.isError || catalogue.isError) return <TemplatesError error={usage.error ?? catalogue.error} />
  if (usage.data.count === 0) return <NoActiveTemplates />

  const byId = new Map(catalogue.data.map((t) => [t.id, t]))
  return (
    <div className="mt-10 grid gap-6 lg:grid-cols-2">
      {usage.data.results.map((item) => (
        <ActiveTemplateCard key={item.template} usage={item} template={byId.get(item.template)} />
      ))}
    </div>
  )
}
