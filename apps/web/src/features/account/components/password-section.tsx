import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { PasswordField } from '../../../components/ui/password-field.tsx'
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
        <PasswordField
          kind="current"
          label="Current password"
          name="current_password"
          value={current}
          onValueChange={setCurrent}
          disabled={action.busy}
        />
        <PasswordField
          kind="new"
          label="New password"
          name="new_password"
          placeholder="At least 8 characters"
          value={next}
          onValueChange={setNext}
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
