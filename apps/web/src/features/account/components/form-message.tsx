import { Alert } from '../../../components/ui/alert.tsx'
import type { FormMessage as Message } from './use-form-action.ts'

export function FormMessage({ message }: { message: Message }) {
  if (!message) return null
  return (
    <Alert tone={message.tone} className="mt-4">
      {message.text}
    </Alert>
  )
}
