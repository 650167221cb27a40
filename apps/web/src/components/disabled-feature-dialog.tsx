import { Lock } from 'lucide-react'
import { Button } from './ui/button.tsx'
import { Dialog } from './ui/dialog.tsx'

export const defaultDisabledTitle = 'Feature Temporarily Disabled'
export const defaultDisabledMessage = 'This feature is currently unavailable.'

interface DisabledFeatureDialogProps {
  open: boolean
  onClose: () => void
  title?: string
  message?: string
  /** Shows "For credit requests, please reach out to us:" with a mail link (never for registration). */
  creditRequestEmail?: string
}

/** The spec's disabled-feature modal: medium width, Cancel and Got it both close it. */
export function DisabledFeatureDialog({
  open,
  onClose,
  title = defaultDisabledTitle,
  message = defaultDisabledMessage,
  creditRequestEmail,
}: DisabledFeatureDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      icon={<Lock aria-hidden="true" className="size-5" />}
      size="md"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onClose}>Got it</Button>
        </>
      }
    >
      <p>{message}</p>
      {creditRequestEmail && (
        <p className="mt-3">
          For credit requests, please reach out to us:{' '}
          <a
            className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
            href={`mailto:${creditRequestEmail}?subject=${encodeURIComponent('Credit Request')}`}
          >
            {creditRequestEmail}
          </a>
        </p>
      )}
    </Dialog>
  )
}
