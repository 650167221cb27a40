import { SegmentedControl, type SegmentOption } from '../../../components/ui/segmented-control.tsx'
import type { BillingPeriod } from '../plan-price.ts'

const options: SegmentOption<BillingPeriod>[] = [
  { value: 'monthly', label: 'Pay Monthly' },
  { value: 'annual', label: 'Pay Annually' },
]

export function BillingToggle({
  value,
  onChange,
}: {
  value: BillingPeriod
  onChange: (value: BillingPeriod) => void
}) {
  return (
    <div className="flex flex-col items-center gap-3">
      <SegmentedControl
        legend="Billing period"
        options={options}
        value={value}
        onChange={onChange}
        shape="pill"
      />
      <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 dark:bg-brand-900/50 dark:text-brand-200">
        Save 20%
      </span>
    </div>
  )
}
