import { Check, CircleCheck, CircleX, Clock, RotateCw } from 'lucide-react'
import { Link } from 'react-router'
import { Button, buttonClass } from '../../../components/ui/button.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { formatShortDate } from '../../../lib/format-short-date.ts'
import { useVerifyTransaction } from '../api/verify-transaction.ts'
import { formatAmount, formatStatus } from '../format-payment.ts'
import { VerifyCard } from './verify-card.tsx'

export const missingReferenceMessage = 'Transaction reference not found in URL parameters'
export const verifyFailedMessage = 'Failed to verify payment'

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 py-2.5 text-sm">
      <dt className="text-ink-500 dark:text-ink-400">{label}</dt>
      <dd className="text-right font-medium break-all text-ink-900 dark:text-ink-100">{value}</dd>
    </div>
  )
}

function FailedView({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <VerifyCard
      role="alert"
      tone="danger"
      icon={<CircleX aria-hidden="true" className="size-8" />}
      title="Payment Verification Failed"
      actions={
        <>
          <Button onClick={onRetry}>
            <RotateCw aria-hidden="true" className="size-4" />
            Try Again
          </Button>
          <Link to="/pricing" className={buttonClass('secondary')}>
            Return to Pricing
          </Link>
        </>
      }
    >
      <p className="mt-3 text-ink-600 dark:text-ink-300">{message}</p>
    </VerifyCard>
  )
}

/** docs/product.md § Screens and § States: loading, then success (status SUCCESS), pending (any other status) or failure. */
export function PaymentVerification({ reference }: { reference: string | null }) {
  const query = useVerifyTransaction(reference)

  if (reference === null)
    return <FailedView message={missingReferenceMessage} onRetry={() => window.location.reload()} />

  if (query.isPending || (query.isFetching && query.isError)) {
    return (
      <VerifyCard
        role="status"
        tone="brand"
        icon={<Spinner className="size-8" />}
        title="Verifying Your Payment"
      >
        <p className="mt-3 text-ink-600 dark:text-ink-300">Please wait while we confirm your payment.</p>
      </VerifyCard>
    )
  }

  if (query.isError) {
    const message =
      query.error instanceof Error && query.error.message ? query.error.message : verifyFailedMessage
    return <FailedView message={message} onRetry={() => query.refetch()} />
  }

  const transaction = query.data
  const details = transaction.credit_package_details

  if (transaction.status !== 'SUCCESS') {
    return (
      <VerifyCard
        role="status"
        tone="warning"
        icon={<Clock aria-hidden="true" className="size-8" />}
        title={`Payment ${formatStatus(transaction.status)}`}
        actions={
          <>
            <Button onClick={() => query.refetch()} disabled={query.isFetching}>
              <RotateCw aria-hidden="true" className="size-4" />
              {query.isFetching ? 'Refreshing...' : 'Refresh Status'}
            </Button>
            <Link to="/dashboard" className={buttonClass('secondary')}>
              Go to Dashboard
            </Link>
          </>
        }
      >
        <p className="mt-3 text-ink-600 dark:text-ink-300">
          Your payment for {details.name} has not completed yet. Credits are added as soon as it does.
        </p>
        <p className="mt-2 text-sm text-ink-500 dark:text-ink-400">
          Reference: {transaction.payment_reference}
        </p>
      </VerifyCard>
    )
  }

  return (
    <VerifyCard
      role="status"
      tone="success"
      icon={<CircleCheck aria-hidden="true" className="size-8" />}
      title="Payment Successful!"
      actions={
        <Link to="/dashboard" className={buttonClass('primary', 'lg')}>
          Go to Dashboard
        </Link>
      }
    >
      <p className="mt-3 text-ink-600 dark:text-ink-300">Thank you. Your credits are ready to use.</p>
      <dl className="mt-6 divide-y divide-ink-100 rounded-2xl bg-ink-50 px-5 text-left dark:divide-ink-800 dark:bg-ink-950/60">
        <Detail label="Package" value={details.name} />
        <Detail label="Amount" value={formatAmount(transaction.amount, transaction.currency)} />
        <Detail label="Date" value={formatShortDate(transaction.created_at)} />
        <Detail label="Reference" value={transaction.payment_reference} />
        <Detail label="Credits added" value={String(details.credit_amount)} />
      </dl>
      {details.features.length > 0 && (
        <ul className="mt-6 space-y-2 text-left">
          {details.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2 text-sm text-ink-700 dark:text-ink-200">
              <Check
                aria-hidden="true"
                className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
              />
              {feature}
            </li>
          ))}
        </ul>
      )}
    </VerifyCard>
  )
}
