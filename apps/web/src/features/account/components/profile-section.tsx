import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/text-field.tsx'
import { useAuth } from '../../../lib/auth-provider.tsx'
import { meQueryOptions, updateName } from '../api/profile.ts'
import { FormMessage } from './form-message.tsx'
import { SettingsSection } from './settings-section.tsx'
import { useFormAction } from './use-form-action.ts'

export function ProfileSection({ name }: { name: string }) {
  const [value, setValue] = useState(name)
  const { updateProfile } = useAuth()
  const queryClient = useQueryClient()
  const action = useFormAction(
    () => updateName(value),
    (reply) => {
      updateProfile({ name: reply.name })
      void queryClient.invalidateQueries(meQueryOptions())
      return 'Your name has been saved.'
    },
  )
  return (
    <SettingsSection id="profile" title="Name" description="Shown in the header and on your dashboard.">
      <form onSubmit={action.submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          maxLength={200}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          disabled={action.busy}
          className="flex-1"
        />
        <Button type="submit" disabled={action.busy || !value.trim()}>
          Save name
        </Button>
      </form>
      <FormMessage message={action.message} />
    </SettingsSection>
  )
}
