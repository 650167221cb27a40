import { CircleCheck } from 'lucide-react'
import { formatDateTime } from '../format-letter.ts'

interface GenerationSummaryProps {
  creditsUsed: number
  balance: number
  completedAt: string
}

/** The success box: what the letter cost and when it was written. */
export function GenerationSummary({ creditsUsed, balance, completedAt }: GenerationSummaryProps) {
  const rows = [
    ['Credits Used', String(creditsUsed)],
    ['Remaining Balance', `${balance} ${balance === 1 ? 'credit' : 'credits'}`],
    ['Generated', formatDateTime(completedAt)],
  ] as const
  return (
    <section
      aria-labelledby="summary-title"
      className="rounded-3xl border border-emerald-200 bg-emerald-50 p-6 dark:border-emerald-900/70 dark:bg-emerald-950/30"
    >
      <h2
        id="summary-title"
        className="flex items-center gap-2 font-semibold text-emerald-900 dark:text-emerald-100"
      >
        <CircleCheck aria-hidden="true" className="size-5 text-emerald-600 dark:text-emerald-400" />
        Generated successfully
      </h2>
      <dl className="mt-4 space-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-emerald-800 dark:text-emerald-200/80">{label}</dt>
            <dd className="font-semibold text-emerald-950 dark:text-emerald-50">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
