import { lazy, Suspense, useState } from 'react'

const registrationDisabledTitle = 'Registration Temporarily Disabled'
const registrationDisabledMessage =
  "New user registration is currently unavailable. We're working on improvements to serve you better."

// The header, the landing page and sign-up all carry a button that opens this, and few visitors press it, so
// the modal's code is fetched on the first opening instead of with the page.
const DisabledFeatureDialog = lazy(() =>
  import('./disabled-feature-dialog.tsx').then((module) => ({ default: module.DisabledFeatureDialog })),
)

/** The registration variant of the disabled-feature modal (no credit-request note). */
export function RegistrationDisabledDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  // Mounted from the first opening on, so later closings go through the native dialog (focus returns to the opener).
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  if (!opened) return null
  return (
    <Suspense>
      <DisabledFeatureDialog
        open={open}
        onClose={onClose}
        title={registrationDisabledTitle}
        message={registrationDisabledMessage}
      />
    </Suspense>
  )
}
