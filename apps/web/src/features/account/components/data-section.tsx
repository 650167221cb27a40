import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { PasswordField } from '../../../components/ui/password-field.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { useAuth } from '../../../lib/auth-provider.tsx'
import { deleteAccount, downloadMyData } from '../api/account-data.ts'
import { FormMessage } from './form-message.tsx'
import { SettingsSection } from './settings-section.tsx'
import { useFormAction } from './use-form-action.ts'

export const ACCOUNT_DELETED = 'Your account and everything stored with it have been deleted.'

export function DataSection() {
  const [confirming, setConfirming] = useState(false)
  const [password, setPassword] = useState('')
  const { logout } = useAuth()
  const navigate = useNavigate()
  const notify = useToast()
  const download = useFormAction(downloadMyData, () => 'Your data has been downloaded.')
  const remove = useFormAction(
    () => deleteAccount(password),
    () => {
      logout()
      navigate('/')
      notify('success', ACCOUNT_DELETED)
      return undefined
    },
  )
  return (
    <SettingsSection
      id="data"
      title="Your data"
      description="Download everything we store about you, or delete your account for good."
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" onClick={() => download.submit()} disabled={download.busy}>
          Download my data (ZIP)
        </Button>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Delete my account
        </Button>
      </div>
      <FormMessage message={download.message} />
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Delete your account?"
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={remove.busy}>
              Cancel
            </Button>
            <Button variant="danger" type="submit" form="delete-account" disabled={remove.busy || !password}>
              Delete account
            </Button>
          </>
        }
      >
        <p>
          This removes your account, resumes, analyses, cover letters and uploaded files. It cannot be undone.
          Credit purchases stay in the books without your name.
        </p>
        <form id="delete-account" onSubmit={remove.submit} className="mt-4">
          <PasswordField
            kind="current"
            label="Your password"
            name="delete_password"
            value={password}
            onValueChange={setPassword}
            disabled={remove.busy}
          />
        </form>
        <FormMessage message={remove.message} />
      </Dialog>
    </SettingsSection>
  )
}
