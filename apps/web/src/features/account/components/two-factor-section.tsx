import type { TwoFactorSetupReply } from '@tailor/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/text-field.tsx'
import { meQueryOptions } from '../api/profile.ts'
import { disableTwoFactor, enableTwoFactor, setUpTwoFactor } from '../api/two-factor.ts'
import { FormMessage } from './form-message.tsx'
import { RecoveryCodes } from './recovery-codes.tsx'
import { SettingsSection } from './settings-section.tsx'
import { useFormAction } from './use-form-action.ts'

export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const queryClient = useQueryClient()
  const [setup, setSetup] = useState<TwoFactorSetupReply | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const [code, setCode] = useState('')
  const refresh = () => queryClient.invalidateQueries(meQueryOptions())

  const start = useFormAction(setUpTwoFactor, (reply) => {
    setSetup(reply)
    return undefined
  })
  const enable = useFormAction(
    () => enableTwoFactor(code),
    (reply) => {
      setCodes(reply.recovery_codes)
      setSetup(null)
      setCode('')
      void refresh()
      return 'Two-factor sign-in is on.'
    },
  )
  const disable = useFormAction(
    () => disableTwoFactor(code),
    (reply) => {
      setCode('')
      setCodes(null)
      void refresh()
      return reply.detail
    },
  )

  return (
    <SettingsSection
      id="two-factor"
      title="Two-factor sign-in"
      description="Besides your password, sign-in asks for a 6-digit code from an authenticator app on your phone."
    >
      {codes && <RecoveryCodes codes={codes} />}
      {enabled && !codes && (
        <form onSubmit={disable.submit} className="space-y-4">
          <p className="flex items-center gap-2 text-sm font-medium text-emerald-700 dark:text-emerald-300">
            <ShieldCheck aria-hidden="true" className="size-5" /> Two-factor sign-in is on.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <TextField
              label="Code from your app or a recovery code"
              name="disable_code"
              autoComplete="one-time-code"
              required
              value={code}
              onChange={(event) => setCode(event.target.value)}
              disabled={disable.busy}
              className="flex-1"
            />
            <Button type="submit" variant="secondary" disabled={disable.busy}>
              Turn off
            </Button>
          </div>
        </form>
      )}
      {!enabled && !setup && (
        <Button onClick={() => start.submit()} disabled={start.busy}>
          Set up two-factor sign-in
        </Button>
      )}
      {!enabled && setup && (
        <form onSubmit={enable.submit} className="grid gap-5 sm:grid-cols-[auto_1fr] sm:items-start">
          <img
            src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qr_svg)}`}
            alt="QR code to scan with your authenticator app"
            className="size-44 rounded-xl border border-ink-200 bg-white p-2 dark:border-ink-700"
          />
          <div className="space-y-4 text-sm text-ink-700 dark:text-ink-200">
            <ol className="list-decimal space-y-1 pl-5">
              <li>Scan the QR code with an authenticator app (Aegis, Google Authenticator, 1Password…).</li>
              <li>Enter the 6-digit code the app shows.</li>
            </ol>
            <p>
              Cannot scan? Enter this key by hand:{' '}
              <code
                data-testid="totp-secret"
                className="rounded bg-ink-100 px-1.5 py-0.5 font-mono break-all dark:bg-ink-800"
              >
                {setup.secret}
              </code>
            </p>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
              <TextField
                label="6-digit code"
                name="enable_code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={6}
                required
                value={code}
                onChange={(event) => setCode(event.target.value)}
                disabled={enable.busy}
                className="flex-1"
              />
              <Button type="submit" disabled={enable.busy}>
                Turn on
              </Button>
            </div>
          </div>
        </form>
      )}
      <FormMessage message={start.message ?? enable.message ?? disable.message} />
    </SettingsSection>
  )
}
