import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/text-field.tsx'
import { changePassword } from '../api/password.ts'
import { FormMessage } from './form-message.tsx'
import { SettingsSection } from './settings-section.tsx'
import { useFormAction } from './use-form-action.ts'

export function PasswordSection({ onChanged }: { onChanged: () => void }) {
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const action = useFormAction(
    () => changePassword(current, next),
    (reply) => {
      setCurrent('')
      setNext('')
      onChanged()
      return reply.detail
    },
  )
  return (
    <SettingsSection
      id="password"
      title="Password"
      description="Changing it signs out every other device where you are signed in."
    >
      <form onSubmit={action.submit} className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Current password"
          type="password"
          name="current_password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          disabled={action.busy}
        />
        <TextField
          label="New password"
          type="password"
          name="new_password"
          autoComplete="new-password"
          required
          minLength={8}
          placeholder="At least 8 characters"
          value={next}
          onChange={(event) => setNext(event.target.value)}
          disabled={action.busy}
        />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={action.busy}>
            Change password
          </Button>
        </div>
      </form>
      <FormMessage message={action.message} />
    </SettingsSection>
  )
}
