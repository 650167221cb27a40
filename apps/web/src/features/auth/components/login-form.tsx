import { type FormEvent, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { PasswordField } from '../../../components/ui/password-field.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { TextField } from '../../../components/ui/text-field.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { getErrorText } from '../../../lib/api-error.ts'
import { useAuth } from '../../../lib/auth-provider.tsx'
import { login, loginFailedMessage } from '../api/login.ts'
import { needsSecondFactor } from '../api/needs-second-factor.ts'
import { invalidReplyMessage } from '../api/require-token-reply.ts'
import { ForgotPasswordForm } from './forgot-password-form.tsx'

interface LoginFormProps {
  busy: boolean
  onBusyChange: (busy: boolean) => void
}

export function LoginForm({ busy, onBusyChange }: LoginFormProps) {
  const auth = useAuth()
  const notify = useToast()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [forgot, setForgot] = useState(false)
  // Set once the server asked for the second factor; the same request is sent again with the code.
  const [askingCode, setAskingCode] = useState(false)
  const [otp, setOtp] = useState('')

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    onBusyChange(true)
    try {
      auth.login(await login({ email: email.trim(), password, otp: askingCode ? otp.trim() : undefined }))
    } catch (error) {
      if (needsSecondFactor(error) && !askingCode) {
        setAskingCode(true)
        return
      }
      const isInvalidReply = error instanceof Error && error.message === invalidReplyMessage
      notify('error', isInvalidReply ? invalidReplyMessage : getErrorText(error, loginFailedMessage))
    } finally {
      onBusyChange(false)
    }
  }

  if (forgot) return <ForgotPasswordForm initialEmail={email} onBack={() => setForgot(false)} />

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        placeholder="you@example.com"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        disabled={busy}
      />
      <div>
        <PasswordField
          kind="current"
          label="Password"
          name="password"
          placeholder="Your password"
          value={password}
          onValueChange={setPassword}
          disabled={busy}
        />
        <div className="mt-2 text-right">
          <button
            type="button"
            disabled={busy}
            onClick={() => setForgot(true)}
            className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
          >
            Forgot password?
          </button>
        </div>
      </div>
      {askingCode && (
        <TextField
          label="Authentication code"
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="6-digit code or a recovery code"
          required
          autoFocus
          value={otp}
          onChange={(event) => setOtp(event.target.value)}
          disabled={busy}
        />
      )}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy && <Spinner className="size-4" />}
        {busy ? 'Logging In...' : 'Log In'}
      </Button>
    </form>
  )
}
