import { useSearchParams } from 'react-router'
import { AccountCard } from '../../features/account/components/account-card.tsx'
import { ConfirmEmail } from '../../features/account/components/confirm-email.tsx'

export function Component() {
  const [params] = useSearchParams()
  return (
    <AccountCard title="Confirm your e-mail address">
      <title>Confirm e-mail — Tailor</title>
      <ConfirmEmail token={params.get('token') ?? ''} />
    </AccountCard>
  )
}
