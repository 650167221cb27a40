import type { EmailDelivery } from '@tailor/contracts'
import { Alert } from '../../../components/ui/alert.tsx'

/** The reader's warnings about the resume, and the outcome of emailing it (Email / Both). */
export function ResultNotices({ warnings, email }: { warnings: string[]; email?: EmailDelivery }) {
  if (warnings.length === 0 && !email) return null
  return (
    <div className="space-y-3">
      {email?.status === 'sent' && (
        <Alert tone="success" title="Emailed">
          Your tailored resume was sent to {email.to}.
        </Alert>
      )}
      {email?.status === 'outbox' && (
        <Alert tone="info" title="Email not sent">
          {email.detail}
        </Alert>
      )}
      {email?.status === 'failed' && (
        <Alert tone="error" title="Email failed">
          {email.detail}
        </Alert>
      )}
      {warnings.length > 0 && (
        <Alert tone="warning" title="Worth checking">
          <ul className="list-disc space-y-0.5 pl-5">
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </Alert>
      )}
    </div>
  )
}
