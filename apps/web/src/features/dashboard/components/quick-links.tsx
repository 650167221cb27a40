import { History, LayoutTemplate, Mail, ScanSearch } from 'lucide-react'
import { Link } from 'react-router'

const links = [
  { to: '/template-gallery', title: 'Browse Templates', text: 'Preview every design', icon: LayoutTemplate },
  { to: '/analysis', title: 'Keyword Optimizer', text: 'Close keyword gaps', icon: ScanSearch },
  { to: '/cover-letter', title: 'Cover Letters', text: 'Write one in minutes', icon: Mail },
  { to: '/analysis-history', title: 'Resume Versions', text: 'Every tailored version', icon: History },
]

export function QuickLinks() {
  return (
    <nav aria-labelledby="quick-links-title">
      <h2
        id="quick-links-title"
        className="font-display text-lg font-semibold tracking-tight text-ink-950 dark:text-white"
      >
        Quick links
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-4">
        {links.map(({ to, title, text, icon: Icon }) => (
          <li key={title}>
            <Link
              to={to}
              className="group flex h-full flex-col items-start gap-3 rounded-2xl border border-ink-200 bg-white p-4 transition-[border-color,box-shadow] hover:border-brand-300 hover:shadow-lg hover:shadow-brand-900/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:flex-row sm:items-center dark:border-ink-800 dark:bg-ink-900/60 dark:hover:border-brand-700"
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-ink-100 text-ink-700 transition-colors group-hover:bg-brand-700 group-hover:text-white dark:bg-ink-800 dark:text-ink-200 dark:group-hover:bg-brand-400 dark:group-hover:text-ink-950">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-ink-950 dark:text-white">{title}</span>
                <span className="block text-xs text-ink-500 dark:text-ink-400">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
