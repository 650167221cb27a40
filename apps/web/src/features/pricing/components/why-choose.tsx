import { Brain, RefreshCw, ScanSearch } from 'lucide-react'

const reasons = [
  {
    icon: Brain,
    title: 'AI-Powered Analysis',
    text: 'A clear score against each job, with the skills you match and the ones you are missing.',
  },
  {
    icon: ScanSearch,
    title: 'ATS Compatibility',
    text: 'Clean, single-column templates that applicant tracking systems read correctly.',
  },
  {
    icon: RefreshCw,
    title: 'Unlimited Revisions',
    text: 'Edit your tailored resume as often as you like and download it again at no extra cost.',
  },
]

export function WhyChoose() {
  return (
    <section aria-labelledby="why-title" className="mt-24">
      <h2
        id="why-title"
        className="text-center font-display text-3xl font-bold tracking-tight text-ink-950 dark:text-white"
      >
        Why Choose Tailor?
      </h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {reasons.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl bg-ink-50 p-6 dark:bg-ink-900/60">
            <Icon aria-hidden="true" className="size-7 text-brand-700 dark:text-brand-300" />
            <h3 className="mt-4 font-display text-lg font-semibold text-ink-950 dark:text-white">{title}</h3>
            <p className="mt-2 text-sm leading-6 text-ink-600 dark:text-ink-300">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
