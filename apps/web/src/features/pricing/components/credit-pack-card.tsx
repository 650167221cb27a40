import type { CreditPackage } from '@tailor/contracts'
import { Coins } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { formatCents, requireCents } from '../plan-price.ts'

export function CreditPackCard({ pack, onPurchase }: { pack: CreditPackage; onPurchase: () => void }) {
  const titleId = `pack-${pack.uuid}`
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col rounded-2xl border border-ink-200 bg-white p-6 dark:border-ink-800 dark:bg-ink-900/70"
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id={titleId} className="font-display text-lg font-semibold text-ink-950 dark:text-white">
          {pack.name}
        </h3>
        <Coins aria-hidden="true" className="size-5 text-amber-500" />
      </div>
      <p className="mt-2 flex-1 text-sm text-ink-600 dark:text-ink-300">{pack.description}</p>
      <p className="mt-5 font-display text-3xl font-bold text-ink-950 dark:text-white">
        {formatCents(requireCents(pack.price))}
      </p>
      <p className="mt-1 text-sm font-medium text-brand-800 dark:text-brand-200">
        {pack.credit_amount} credits, one time
      </p>
      <Button variant="secondary" className="mt-6 w-full" onClick={onPurchase} aria-describedby={titleId}>
        Add Credits
      </Button>
    </article>
  )
}
