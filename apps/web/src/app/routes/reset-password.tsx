import { useSearchParams } from 'react-router'
import { AccountCard } from '../../features/account/components/account-card.tsx'
import { ResetPasswordForm } from '../../features/account/components/reset-password-form.tsx'

export function Component() {
  const [params] = useSearchParams()
  return (
    <AccountCard title="Choose a new password">
      <title>Reset password — Tailor</title>
      <ResetPasswordForm token={params.get('token') ?? ''} />
    </AccountCard>
  )
}
