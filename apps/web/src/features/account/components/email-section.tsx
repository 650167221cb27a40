import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { PasswordField } from '../../../components/ui/password-field.tsx'
import { TextField } from '../../../components/ui/text-field.tsx'
import { requestEmailChange } from '../api/profile.ts'
import { FormMessage } from './form-message.tsx'
import { SettingsSection } from './settings-section.tsx'
import { useFormAction } from './use-form-action.ts'

export function EmailSection({ email }: { email: string }) {
  const [newEmail, setNewEmail] = useState('')
  const [password, setPassword] = useState('')
  const action = useFormAction(
    () => requestEmailChange(newEmail.trim(), password),
    (reply) => {
      setPassword('')
      return reply.detail
    },
  )
  return (
    <SettingsSection
      id="email"
      title="E-mail address"
      description={
        <>
          You sign in with <strong className="font-semibold text-ink-900 dark:text-ink-50">{email}</strong>. A
          new address takes effect once you open the link we send to it.
        </>
      }
    >
      <form onSubmit={action.submit} className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="New e-mail address"
          type="email"
          name="new_email"
          autoComplete="email"
          required
          value={newEmail}
          onChange={(event) => setNewEmail(event.target.value)}
          disabled={action.busy}
        />
        <PasswordField
          kind="current"
          label="Current password"
          name="email_password"
          value={password}
          onValueChange={setPassword}
          disabled={action.busy}
        />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={action.busy}>
            Send confirmation link
          </Button>
        </div>
      </form>
      <FormMessage message={action.message} />
    </SettingsSection>
  )
}
