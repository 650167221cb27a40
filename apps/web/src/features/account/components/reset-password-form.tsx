import { type FormEvent, useState } from 'react'
import { Link } from 'react-router'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button, buttonClass } from '../../../components/ui/button.tsx'
import { PasswordField } from '../../../components/ui/password-field.tsx'
import { getErrorText } from '../../../lib/api-error.ts'
import { confirmPasswordReset } from '../api/password.ts'

/** The page a reset e-mail links to: choose a new password with the token from the link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('')
  const [repeat, setRepeat] = useState('')
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (password !== repeat) {
      setResult({ ok: false, text: 'The two passwords are not the same.' })
      return
    }
    setBusy(true)
    try {
      setResult({ ok: true, text: (await confirmPasswordReset(token, password)).detail })
    } catch (error) {
      setResult({
        ok: false,
        text: getErrorText(error, 'The password could not be changed. Please try again.'),
      })
    } finally {
      setBusy(false)
    }
  }

  if (!token) {
    return <Alert tone="error">This reset link is incomplete. Open the link from the e-mail again.</Alert>
  }
  if (result?.ok) {
    return (
      <Alert
        tone="success"
        action={
          <Link to="/auth" className={buttonClass('primary', 'sm')}>
            Log in
          </Link>
        }
      >
        {result.text}
      </Alert>
    )
  }
  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <PasswordField
        kind="new"
        label="New password"
        name="password"
        placeholder="At least 8 characters"
        value={password}
        onValueChange={setPassword}
        disabled={busy}
      />
      <PasswordField
        kind="new"
        label="Repeat the new password"
        name="password_repeat"
        value={repeat}
        onValueChange={setRepeat}
        disabled={busy}
      />
      {result && <Alert tone="error">{result.text}</Alert>}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        Set new password
      </Button>
    </form>
  )
}
