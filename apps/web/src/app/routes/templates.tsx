import { LayoutGrid } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClass } from '../../components/ui/button.tsx'
import { ActiveTemplates } from '../../features/templates/components/active-templates.tsx'

export function Component() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 md:py-12 lg:px-8">
      <title>Active Templates — Tailor</title>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl font-bold tracking-tight text-ink-950 sm:text-4xl dark:text-white">
            Active Templates
          </h1>
          <p className="mt-2 text-ink-600 dark:text-ink-300">
            The templates your tailored resumes use, most recently used first.
          </p>
        </div>
        <Link to="/template-gallery" className={buttonClass('secondary', 'md', 'shrink-0')}>
          <LayoutGrid aria-hidden="true" className="size-4" />
          Browse all templates
        </Link>
      </div>
      <ActiveTemplates />
    </div>
  )
}
