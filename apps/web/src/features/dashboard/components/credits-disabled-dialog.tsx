import { DisabledFeatureDialog } from '../../../components/disabled-feature-dialog.tsx'
import { useAppConfig } from '../../../lib/use-app-config.ts'

export const creditsDisabledTitle = 'Credits Feature Temporarily Disabled'
export const creditsDisabledMessage =
  'Buying credits is currently unavailable. Your remaining credits keep working, and we can top up your account on request.'

/** The dashboard's disabled-credits modal, with the support contact for credit requests. */
export function CreditsDisabledDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { supportEmail } = useAppConfig()
  return (
    <DisabledFeatureDialog
      open={open}
      onClose={onClose}
      title={creditsDisabledTitle}
      message={creditsDisabledMessage}
      creditRequestEmail={supportEmail}
    />
  )
}
