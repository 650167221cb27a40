import { Gift } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { RegistrationDisabledDialog } from '../../../components/registration-disabled-dialog.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { TextField } from '../../../components/ui/text-field.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { getErrorText } from '../../../lib/api-error.ts'
import { useAuth } from '../../../lib/auth-provider.tsx'
import { useAppConfig } from '../../../lib/use-app-config.ts'
import { register, registerFailedMessage } from '../api/register.ts'
import { validateSignUp } from './validate-sign-up.ts'

interface SignUpFormProps {
  busy: boolean
  onBusyChange: (busy: boolean) => void
}

export function SignUpForm({ busy, onBusyChange }: SignUpFormProps) {
  const { registrationEnabled, starterCredits } = useAppConfig()
  const auth = useAuth()
  const notify = useToast()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({})
  const [dialogOpen, setDialogOpen] = useState(false)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    // docs/product.md § States: while registration is disabled, submitting only opens the dialog; no call is made.
    if (!registrationEnabled) {
      setDialogOpen(true)
      return
    }
    const found = validateSignUp(password, confirm)
    setErrors(found)
    if (found.password || found.confirm) return
    onBusyChange(true)
    try {
      auth.login(await register({ email: email.trim(), password }))
    } catch (error) {
      notify('error', getErrorText(error, registerFailedMessage))
    } finally {
      onBusyChange(false)
    }
  }

  return (
    <>
      <div className="mb-5 flex items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900 dark:border-brand-800 dark:bg-brand-950/50 dark:text-brand-100">
        <Gift aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300" />
        <p>
          <strong className="font-semibold">Free starter credits.</strong> New accounts get{' '}
          {starterCredits ? `${starterCredits} free credits` : 'free credits'} to analyze resumes and write
          cover letters.
        </p>
      </div>
      <form onSubmit={onSubmit} className="space-y-4" noValidate={!registrationEnabled}>
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
        <TextField
          label="Password"
          type="password"
          name="new-password"
          autoComplete="new-password"
          placeholder="Create a password (min. 8 characters)"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
          disabled={busy}
        />
        <TextField
          label="Confirm password"
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          placeholder="Repeat your password"
          required
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          error={errors.confirm}
          disabled={busy}
        />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy && <Spinner className="size-4" />}
          {busy ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
      <RegistrationDisabledDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </>
  )
}
