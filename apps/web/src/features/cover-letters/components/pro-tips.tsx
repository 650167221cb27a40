import { WandSparkles } from 'lucide-react'

const tips = [
  'Read it aloud once: anything you would not say in an interview, change.',
  'Add one specific reason you want to work at this company, in your own words.',
  'Keep it to one page and send it as a PDF so the layout survives.',
  'Name the hiring manager when you can; it is read more often than "Dear Hiring Manager".',
]

export function ProTips() {
  return (
    <section
      aria-labelledby="tips-title"
      className="rounded-3xl border border-brand-200 bg-brand-50/70 p-6 dark:border-brand-900 dark:bg-brand-950/40"
    >
      <h2
        id="tips-title"
        className="flex items-center gap-2 font-semibold text-brand-900 dark:text-brand-100"
      >
        <WandSparkles aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-300" />
        Pro Tips
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-6 text-brand-950/80 marker:text-brand-600 dark:text-brand-50/80">
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  )
}
