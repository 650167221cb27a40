import { GitBranch } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { getErrorText } from '../../../lib/api-error.ts'
import { useAuth } from '../../../lib/auth-provider.tsx'
import { useAppConfig } from '../../../lib/use-app-config.ts'
import { googleLogin, googlePopupFailedMessage, googleServerFailedMessage } from '../api/google-login.ts'
import { requestGoogleAccessToken } from '../api/load-google-identity.ts'
import { GoogleMark } from './google-mark.tsx'

export const githubNotImplementedMessage = 'GitHub login is not implemented yet.'

interface SocialButtonsProps {
  disabled: boolean
  onBusyChange: (busy: boolean) => void
}

export function SocialButtons({ disabled, onBusyChange }: SocialButtonsProps) {
  const { googleClientId } = useAppConfig()
  const { login } = useAuth()
  const notify = useToast()
  const [googleBusy, setGoogleBusy] = useState(false)

  async function signInWithGoogle() {
    let accessToken: string
    try {
      accessToken = await requestGoogleAccessToken(googleClientId)
    } catch {
      notify('error', googlePopupFailedMessage)
      return
    }
    setGoogleBusy(true)
    onBusyChange(true)
    try {
      login(await googleLogin(accessToken))
    } catch (error) {
      notify('error', getErrorText(error, googleServerFailedMessage))
    } finally {
      setGoogleBusy(false)
      onBusyChange(false)
    }
  }

  return (
    <div className={googleClientId ? 'grid gap-3 sm:grid-cols-2' : 'grid gap-3'}>
      {/* Only offered when the server has a Google client id; without one it could only fail. */}
      {googleClientId && (
        <Button variant="secondary" disabled={disabled} onClick={signInWithGoogle} aria-busy={googleBusy}>
          <GoogleMark />
          Google
        </Button>
      )}
      <Button
        variant="secondary"
        disabled={disabled}
        onClick={() => notify('info', githubNotImplementedMessage)}
      >
        <GitBranch aria-hidden="true" className="size-5" />
        GitHub
      </Button>
    </div>
  )
}
