import { useSearchParams } from 'react-router'
import { PaymentVerification } from '../../features/payments/components/payment-verification.tsx'
import { findReference } from '../../features/payments/format-payment.ts'

export function Component() {
  const [search] = useSearchParams()
  return (
    <div className="px-4 py-14 sm:px-6 md:py-20">
      <title>Payment verification — Tailor</title>
      <PaymentVerification reference={findReference(search)} />
    </div>
  )
}
