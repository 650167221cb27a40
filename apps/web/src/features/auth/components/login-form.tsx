import { type FormEvent, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { TextField } from '../../../components/ui/text-field.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { getErrorText } from '../../../lib/api-error.ts'
import { login, loginFailedMessage } from '../api/login.ts'
import { invalidReplyMessage } from '../api/require-token-reply.ts'
import { useAuth } from '../hooks/auth-provider.tsx'

interface LoginFormProps {
  busy: boolean
  onBusyChange: (busy: boolean) => void
}

export function LoginForm({ busy, onBusyChange }: LoginFormProps) {
  const auth = useAuth()
  const notify = useToast()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    onBusyChange(true)
    try {
      auth.login(await login({ email: email.trim(), password }))
    } catch (error) {
      const isInvalidReply = error instanceof Error && error.message === invalidReplyMessage
      notify('error', isInvalidReply ? invalidReplyMessage : getErrorText(error, loginFailedMessage))
    } finally {
      onBusyChange(false)
    }
  }

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
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          placeholder="Your password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          disabled={busy}
        />
        <div className="mt-2 text-right">
          {/* docs/product.md § Screens: the Forgot password link does nothing yet. */}
          <button
            type="button"
            disabled={busy}
            className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
          >
            Forgot password?
          </button>
        </div>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy && <Spinner className="size-4" />}
        {busy ? 'Logging In...' : 'Log In'}
      </Button>
    </form>
  )
}
