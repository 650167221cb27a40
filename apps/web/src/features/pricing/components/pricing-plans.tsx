import { AlertTriangle, RotateCw } from 'lucide-react'
import { useState } from 'react'
import { DisabledFeatureDialog } from '../../../components/disabled-feature-dialog.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useAppConfig } from '../../../lib/use-app-config.ts'
import { describePackagesError, usePackages } from '../api/get-packages.ts'
import type { BillingPeriod } from '../plan-price.ts'
import { BillingToggle } from './billing-toggle.tsx'
import { CreditPackCard } from './credit-pack-card.tsx'
import { PlanCard } from './plan-card.tsx'

export const paymentDisabledTitle = 'Payment Feature Temporarily Disabled'
export const paymentDisabledMessage =
  'Purchasing plans and credits is currently unavailable. Your existing credits keep working as usual.'

/** Plans and one-time packs from the API, with the billing toggle and the disabled-payment dialog. */
export function PricingPlans() {
  const packages = usePackages()
  const { supportEmail } = useAppConfig()
  const [period, setPeriod] = useState<BillingPeriod>('monthly')
  const [dialogOpen, setDialogOpen] = useState(false)
  const openDialog = () => setDialogOpen(true)

  if (packages.isPending) {
    return (
      <div
        role="status"
        className="flex items-center justify-center gap-3 py-24 text-ink-600 dark:text-ink-300"
      >
        <Spinner className="size-6 text-brand-700 dark:text-brand-300" />
        Loading plans...
      </div>
    )
  }
  if (packages.isError) {
    return (
      <div
        role="alert"
        className="mx-auto mt-12 max-w-lg rounded-2xl border border-red-200 bg-red-50 p-8 text-center dark:border-red-900 dark:bg-red-950/40"
      >
        <AlertTriangle aria-hidden="true" className="mx-auto size-8 text-red-600 dark:text-red-400" />
        <p className="mt-4 font-medium text-red-800 dark:text-red-200">
          {describePackagesError(packages.error)}
        </p>
        <Button variant="secondary" className="mt-6" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" className="size-4" />
          Try Again
        </Button>
      </div>
    )
  }

  const plans = packages.data.filter((item) => item.package_type === 'SUBSCRIPTION')
  const packs = packages.data.filter((item) => item.package_type === 'ONE_TIME')

  return (
    <>
      <div className="mt-10">
        <BillingToggle value={period} onChange={setPeriod} />
      </div>
      {plans.length === 0 ? (
        <p className="mt-12 text-center text-ink-600 dark:text-ink-300">No plans are available right now.</p>
      ) : (
        <div className="mx-auto mt-14 grid max-w-6xl gap-8 lg:grid-cols-3">
          {plans.map((plan) => (
            <PlanCard key={plan.uuid} plan={plan} period={period} onPurchase={openDialog} />
          ))}
        </div>
      )}
      {packs.length > 0 && (
        <section aria-labelledby="packs-title" className="mt-24">
          <h2
            id="packs-title"
            className="text-center font-display text-3xl font-bold tracking-tight text-ink-950 dark:text-white"
          >
            Need More Credits?
          </h2>
          <p className="mt-3 text-center text-ink-600 dark:text-ink-300">
            Top up with a one-time pack. No subscription needed.
          </p>
          <div className="mx-auto mt-10 grid max-w-5xl gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {packs.map((pack) => (
              <CreditPackCard key={pack.uuid} pack={pack} onPurchase={openDialog} />
            ))}
          </div>
        </section>
      )}
      <DisabledFeatureDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        title={paymentDisabledTitle}
        message={paymentDisabledMessage}
        creditRequestEmail={supportEmail}
      />
    </>
  )
}
