import type { CreditPackage } from '@tailor/contracts'
import { Check } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { cx } from '../../../lib/cx.ts'
import { type BillingPeriod, formatCents, planPrice } from '../plan-price.ts'
import { PlanIcon } from './plan-icon.tsx'

interface PlanCardProps {
  plan: CreditPackage
  period: BillingPeriod
  onPurchase: () => void
}

export function PlanCard({ plan, period, onPurchase }: PlanCardProps) {
  const price = planPrice(plan.price, period)
  const titleId = `plan-${plan.uuid}`
  return (
    <article
      aria-labelledby={titleId}
      className={cx(
        'relative flex flex-col rounded-3xl border bg-white p-7 dark:bg-ink-900/70',
        plan.is_popular
          ? 'border-brand-600 shadow-xl shadow-brand-900/10 ring-1 ring-brand-600 dark:border-brand-400 dark:ring-brand-400'
          : 'border-ink-200 dark:border-ink-800',
      )}
    >
      {plan.is_popular && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-3.5 py-1 text-xs font-bold tracking-wide text-white uppercase dark:bg-brand-400 dark:text-ink-950">
          Most Popular
        </p>
      )}
      <div className="flex items-center gap-3">
        <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-300">
          <PlanIcon name={plan.name} />
        </span>
        <h3 id={titleId} className="font-display text-xl font-semibold text-ink-950 dark:text-white">
          {plan.name}
        </h3>
      </div>
      <p className="mt-4 min-h-12 text-sm leading-6 text-ink-600 dark:text-ink-300">{plan.description}</p>
      <p className="mt-6 flex items-baseline gap-1.5">
        <span
          data-testid="plan-price"
          className="font-display text-4xl font-extrabold tracking-tight text-ink-950 dark:text-white"
        >
          {formatCents(price.perMonthCents)}
        </span>
        <span className="text-sm text-ink-500 dark:text-ink-400">/month</span>
      </p>
      <p data-testid="plan-billing" className="mt-1 h-5 text-sm text-ink-500 dark:text-ink-400">
        {price.annualTotalCents === null
          ? 'Billed monthly'
          : `${formatCents(price.annualTotalCents)} billed yearly`}
      </p>
      <p className="mt-4 text-sm font-semibold text-brand-800 dark:text-brand-200">
        {plan.credit_amount} credits per month
      </p>
      <ul className="mt-6 flex-1 space-y-3">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2.5 text-sm text-ink-700 dark:text-ink-200">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600 dark:text-brand-300" />
            {feature}
          </li>
        ))}
      </ul>
      <Button
        variant={plan.is_popular ? 'primary' : 'secondary'}
        size="lg"
        className="mt-8 w-full"
        onClick={onPurchase}
        aria-describedby={titleId}
      >
        Get Started
      </Button>
    </article>
  )
}
