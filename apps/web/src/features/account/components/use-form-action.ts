import { type FormEvent, useState } from 'react'
import { getErrorText } from '../../../lib/api-error.ts'

export type FormMessage = { tone: 'success' | 'error'; text: string } | null

/**
 * A form's submit: busy while the call runs, then the server's words as an inline message (success or the
 * error's `detail`), so the outcome stays beside the form and is announced to screen readers.
 */
export function useFormAction<T>(action: () => Promise<T>, onDone?: (result: T) => string | undefined) {
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<FormMessage>(null)
  async function submit(event?: FormEvent) {
    event?.preventDefault()
    setBusy(true)
    setMessage(null)
    try {
      const result = await action()
      const text = onDone?.(result)
      if (text) setMessage({ tone: 'success', text })
    } catch (error) {
      setMessage({ tone: 'error', text: getErrorText(error, 'Something went wrong. Please try again.') })
    } finally {
      setBusy(false)
    }
  }
  return { busy, message, submit, setMessage }
}
