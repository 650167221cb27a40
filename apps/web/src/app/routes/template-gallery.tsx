import { LayoutTemplate } from 'lucide-react'
import { Link } from 'react-router'
import { TemplateGallery } from '../../features/templates/components/template-gallery.tsx'

export function Component() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-12 lg:px-8">
      <title>Template Gallery — Tailor</title>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-2xl">
          <h1 className="font-display text-3xl font-bold tracking-tight text-ink-950 sm:text-4xl dark:text-white">
            Template Gallery
          </h1>
          <p className="mt-2 text-ink-600 dark:text-ink-300">
            Every template is a real, text-based PDF that applicant tracking systems can read. Pick one now
            and switch any time in the editor.
          </p>
        </div>
        <Link
          to="/templates"
          className="inline-flex shrink-0 items-center gap-2 rounded-lg text-sm font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-brand-300 dark:hover:text-brand-200"
        >
          <LayoutTemplate aria-hidden="true" className="size-4" />
          Your active templates
        </Link>
      </div>
      <TemplateGallery />
    </div>
  )
}
