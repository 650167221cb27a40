import { useQueryClient } from '@tanstack/react-query'
import { useMe } from '../../features/account/api/profile.ts'
import { sessionsQueryOptions } from '../../features/account/api/sessions.ts'
import { DataSection } from '../../features/account/components/data-section.tsx'
import { EmailSection } from '../../features/account/components/email-section.tsx'
import { PasswordSection } from '../../features/account/components/password-section.tsx'
import { ProfileSection } from '../../features/account/components/profile-section.tsx'
import { SessionsSection } from '../../features/account/components/sessions-section.tsx'
import { TwoFactorSection } from '../../features/account/components/two-factor-section.tsx'
import { PageStatus } from '../page-status.tsx'

export function Component() {
  const me = useMe()
  const queryClient = useQueryClient()
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 md:py-12">
      <title>Settings — Tailor</title>
      <h1 className="font-display text-3xl font-bold tracking-tight text-ink-950 dark:text-white">
        Settings
      </h1>
      <p className="mt-2 text-ink-600 dark:text-ink-300">Your account, sign-in security and data.</p>
      {me.isPending ? (
        <PageStatus busy>Loading your account...</PageStatus>
      ) : me.isError ? (
        <PageStatus>Could not load your account. Please reload the page.</PageStatus>
      ) : (
        <div className="mt-8 space-y-6">
          <ProfileSection name={me.data.name} />
          <EmailSection email={me.data.email} />
          <PasswordSection onChanged={() => queryClient.invalidateQueries(sessionsQueryOptions())} />
          <TwoFactorSection enabled={me.data.two_factor_enabled} />
          <SessionsSection />
          <DataSection />
        </div>
      )}
    </div>
  )
}
