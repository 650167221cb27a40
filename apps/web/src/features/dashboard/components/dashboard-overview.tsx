import { AlertTriangle, RotateCw } from 'lucide-react'
import { type ReactNode, useEffect, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { useAppConfig } from '../../../lib/use-app-config.ts'
import { creditsLoadFailedMessage, useBalance } from '../api/get-balance.ts'
import { useDashboard } from '../api/get-dashboard.ts'
import { isLowOnCredits } from '../is-low-on-credits.ts'
import { ActionCards } from './action-cards.tsx'
import { CreditsBox } from './credits-box.tsx'
import { CreditsDisabledDialog } from './credits-disabled-dialog.tsx'
import { FadeIn } from './fade-in.tsx'
import { FormatsCard } from './formats-card.tsx'
import { InsightCardLoading } from './insight-card.tsx'
import { KeywordCard } from './keyword-card.tsx'
import { LowCreditsBanner } from './low-credits-banner.tsx'
import { QuickLinks } from './quick-links.tsx'
import { StatCards, StatCardsLoading } from './stat-cards.tsx'

interface DashboardOverviewProps {
  name: string
  /** The Recent Resume Analyses section, placed beside the insight cards. */
  recent: ReactNode
}

/** Everything on /dashboard around the recent analyses, from the user's real figures. */
export function DashboardOverview({ name, recent }: DashboardOverviewProps) {
  const dashboard = useDashboard()
  const balanceQuery = useBalance()
  const notify = useToast()
  const { paymentsEnabled } = useAppConfig()
  const [requestOpen, setRequestOpen] = useState(false)

  // docs/product.md § Errors: "Failed to load credits." and the balance shown as 0.
  useEffect(() => {
    if (balanceQuery.isError) notify('error', creditsLoadFailedMessage)
  }, [balanceQuery.isError, notify])
  const balance = balanceQuery.isError ? 0 : (balanceQuery.data?.balance ?? null)
  const exempt = dashboard.data?.is_credit_exempt ?? false
  // Credits are "known" only from a real reply, and the exemption only once the figures have arrived.
  const lowOnCredits =
    balanceQuery.isSuccess && !dashboard.isPending && isLowOnCredits(balanceQuery.data.balance, exempt)

  return (
    <div className="space-y-8">
      <FadeIn order={0} className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl font-bold tracking-tight text-ink-950 sm:text-4xl dark:text-white">
            Dashboard
          </h1>
          <p className="mt-2 text-ink-600 dark:text-ink-300">
            Welcome back, <span className="font-semibold text-ink-900 dark:text-ink-50">{name}</span>! Here is
            how your applications are going.
          </p>
        </div>
        <div className="sm:w-64">
          <CreditsBox balance={balance} exempt={exempt} />
        </div>
      </FadeIn>

      {lowOnCredits && (
        <FadeIn order={1}>
          <LowCreditsBanner
            balance={balanceQuery.data.balance}
            onRequestCredits={paymentsEnabled ? undefined : () => setRequestOpen(true)}
          />
        </FadeIn>
      )}

      <FadeIn order={2}>
        <ActionCards />
      </FadeIn>

      <FadeIn order={3}>
        <section aria-label="Your figures">
          {dashboard.isError ? (
            <div
              role="alert"
              className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 sm:flex-row sm:items-center dark:border-red-900 dark:bg-red-950/40"
            >
              <AlertTriangle aria-hidden="true" className="size-5 shrink-0 text-red-600 dark:text-red-400" />
              <p className="flex-1 text-sm font-medium text-red-800 dark:text-red-200">
                Failed to load your dashboard figures.
              </p>
              <Button variant="secondary" size="sm" onClick={() => dashboard.refetch()}>
                <RotateCw aria-hidden="true" className="size-4" />
                Try again
              </Button>
            </div>
          ) : (
            <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
              {dashboard.isPending ? <StatCardsLoading /> : <StatCards figures={dashboard.data} />}
            </div>
          )}
        </section>
      </FadeIn>

      <div className="grid gap-8 lg:grid-cols-3">
        <div className="min-w-0 space-y-8 lg:col-span-2">
          <FadeIn order={4}>{recent}</FadeIn>
          <FadeIn order={6}>
            <QuickLinks />
          </FadeIn>
        </div>
        <FadeIn order={5} className="space-y-8">
          {dashboard.isPending ? (
            <>
              <InsightCardLoading />
              <InsightCardLoading />
            </>
          ) : (
            dashboard.data && (
              <>
                <KeywordCard coverage={dashboard.data.keyword_coverage} />
                <FormatsCard counts={dashboard.data.formats} />
              </>
            )
          )}
        </FadeIn>
      </div>

      <CreditsDisabledDialog open={requestOpen} onClose={() => setRequestOpen(false)} />
    </div>
  )
}
