import { ArrowRight, CreditCard, PenLine, WandSparkles } from 'lucide-react'
import { Link } from 'react-router'

const actions = [
  {
    to: '/analysis',
    title: 'Create Resume',
    text: 'Tailor your resume to a job and see how well it matches.',
    icon: WandSparkles,
    tone: 'bg-brand-700 text-white dark:bg-brand-400 dark:text-ink-950',
  },
  {
    to: '/cover-letter',
    title: 'Create Cover Letter',
    text: 'Write a focused letter from your resume and the job.',
    icon: PenLine,
    tone: 'bg-sky-600 text-white dark:bg-sky-400 dark:text-ink-950',
  },
  {
    to: '/pricing',
    title: 'Get More Credits',
    text: 'One credit per analysis or cover letter.',
    icon: CreditCard,
    tone: 'bg-amber-500 text-white dark:bg-amber-400 dark:text-ink-950',
  },
]

export function ActionCards() {
  return (
    <nav aria-label="Actions">
      <ul className="grid gap-4 md:grid-cols-3">
        {actions.map(({ to, title, text, icon: Icon, tone }) => (
          <li key={title}>
            <Link
              to={to}
              className="group flex h-full items-center gap-4 rounded-2xl border border-ink-200 bg-white p-5 transition-[border-color,box-shadow,transform] duration-200 hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-lg hover:shadow-brand-900/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 motion-reduce:hover:translate-y-0 dark:border-ink-800 dark:bg-ink-900/60 dark:hover:border-brand-700"
            >
              <span className={`grid size-12 shrink-0 place-items-center rounded-xl shadow-sm ${tone}`}>
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-display font-semibold text-ink-950 dark:text-white">{title}</span>
                <span className="mt-0.5 block text-sm text-ink-600 dark:text-ink-300">{text}</span>
              </span>
              <ArrowRight
                aria-hidden="true"
                className="size-5 shrink-0 text-ink-400 transition-transform group-hover:translate-x-0.5 group-hover:text-brand-700 motion-reduce:transition-none dark:group-hover:text-brand-300"
              />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
