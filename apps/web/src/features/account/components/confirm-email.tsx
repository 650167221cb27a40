import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { Alert } from '../../../components/ui/alert.tsx'
import { buttonClass } from '../../../components/ui/button.tsx'
import { getErrorText } from '../../../lib/api-error.ts'
import { useAuth } from '../../../lib/auth-provider.tsx'
import { confirmEmailChange } from '../api/profile.ts'
import { PendingLine } from './pending-line.tsx'

/** Opens an e-mail change link: confirms it once on arrival and shows the outcome. */
export function ConfirmEmail({ token }: { token: string }) {
  const { status, updateProfile } = useAuth()
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null)
  useEffect(() => {
    if (!token) return
    let live = true
    confirmEmailChange(token).then(
      (reply) => {
        if (!live) return
        updateProfile({ email: reply.email })
        setResult({ ok: true, text: reply.detail })
      },
      (error: unknown) =>
        live && setResult({ ok: false, text: getErrorText(error, 'The link could not be confirmed.') }),
    )
    return () => {
      live = false
    }
  }, [token, updateProfile])

  if (!token) return <Alert tone="error">This link is incomplete. Open the link from the e-mail again.</Alert>
  if (!result) return <PendingLine>Confirming your new e-mail address...</PendingLine>
  const next = status === 'authenticated' ? '/settings' : '/auth'
  return (
    <Alert
      tone={result.ok ? 'success' : 'error'}
      action={
        <Link to={next} className={buttonClass('primary', 'sm')}>
          {status === 'authenticated' ? 'Back to settings' : 'Log in'}
        </Link>
      }
    >
      {result.text}
    </Alert>
  )
}
