import { AlertTriangle, ArrowRight, Mail } from 'lucide-react'
import { Link } from 'react-router'
import { Button, buttonClass } from '../../../components/ui/button.tsx'

interface LowCreditsBannerProps {
  balance: number
  /** Shown while payments are off: opens the "Credits Feature Temporarily Disabled" dialog. */
  onRequestCredits?: () => void
}

export function LowCreditsBanner({ balance, onRequestCredits }: LowCreditsBannerProps) {
  return (
    <section
      aria-labelledby="low-credits-title"
      className="flex flex-col gap-4 rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:p-5 dark:border-amber-900/60 dark:bg-amber-950/30"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-amber-100 text-amber-700 dark:bg-amber-900/50 dark:text-amber-300">
        <AlertTriangle aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="low-credits-title" className="font-semibold text-amber-950 dark:text-amber-100">
          {balance === 0 ? "You're out of credits" : "You're running low on credits"}
        </h2>
        <p className="mt-0.5 text-sm text-amber-900/80 dark:text-amber-200/80">
          {balance === 1 ? '1 credit left' : `${balance} credits left`}. Each resume analysis or cover letter
          uses one.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {onRequestCredits && (
          <Button variant="secondary" size="sm" onClick={onRequestCredits}>
            <Mail aria-hidden="true" className="size-4" />
            Request credits
          </Button>
        )}
        <Link to="/pricing" className={buttonClass('primary', 'sm')}>
          Get More Credits
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  )
}
