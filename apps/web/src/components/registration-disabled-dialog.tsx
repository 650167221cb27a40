import {
  DisabledFeatureDialog,
  registrationDisabledMessage,
  registrationDisabledTitle,
} from './disabled-feature-dialog.tsx'

/** The registration variant of the disabled-feature modal (no credit-request note). */
export function RegistrationDisabledDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <DisabledFeatureDialog
      open={open}
      onClose={onClose}
      title={registrationDisabledTitle}
      message={registrationDisabledMessage}
    />
  )
}
