import { type FormEvent, useState } from 'react'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/text-field.tsx'
import { getErrorText } from '../../../lib/api-error.ts'
import { requestPasswordReset } from '../api/request-password-reset.ts'

/** "Forgot password?": asks for the address and says what the server said (the same for every address). */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const [email, setEmail] = useState(initialEmail)
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    try {
      setResult({ ok: true, text: (await requestPasswordReset(email.trim())).detail })
    } catch (error) {
      setResult({
        ok: false,
        text: getErrorText(error, 'The reset link could not be sent. Please try again.'),
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-label="Reset password">
      <p className="text-sm text-ink-600 dark:text-ink-300">
        Enter your account's e-mail address and we will send you a link to choose a new password.
      </p>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        disabled={busy}
      />
      {result && <Alert tone={result.ok ? 'success' : 'error'}>{result.text}</Alert>}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        Send reset link
      </Button>
      <button
        type="button"
        onClick={onBack}
        className="w-full text-center text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
      >
        Back to log in
      </button>
    </form>
  )
}
