import { cx } from '../../../lib/cx.ts'
import type { BillingPeriod } from '../plan-price.ts'

const options: Array<{ value: BillingPeriod; label: string }> = [
  { value: 'monthly', label: 'Pay Monthly' },
  { value: 'annual', label: 'Pay Annually' },
]

/** A segmented control built from native radios, so arrows and screen readers work as expected. */
export function BillingToggle({
  value,
  onChange,
}: {
  value: BillingPeriod
  onChange: (value: BillingPeriod) => void
}) {
  return (
    <fieldset className="flex flex-col items-center gap-3">
      <legend className="sr-only">Billing period</legend>
      <div className="inline-flex rounded-full bg-ink-100 p-1 dark:bg-ink-800">
        {options.map((option) => (
          <label
            key={option.value}
            className={cx(
              'relative cursor-pointer rounded-full px-5 py-2 text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
              value === option.value
                ? 'bg-white text-ink-950 shadow-sm dark:bg-ink-950 dark:text-white'
                : 'text-ink-600 hover:text-ink-950 dark:text-ink-300 dark:hover:text-white',
            )}
          >
            <input
              type="radio"
              name="billing-period"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
      <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 dark:bg-brand-900/50 dark:text-brand-200">
        Save 20%
      </span>
    </fieldset>
  )
}
