import { type ReactNode, type TextareaHTMLAttributes, useId } from 'react'
import { cx } from '../../lib/cx.ts'

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string
  error?: string | null
  /** A line under the field (a counter or a tip), read with the field. */
  hint?: ReactNode
}

/** A labelled multi-line field, styled like TextField; errors and hints are tied to it for screen readers. */
export function TextArea({ label, error, hint, className, rows = 5, ...props }: TextAreaProps) {
  const id = useId()
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ')
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800 dark:text-ink-200">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={cx(
          'block w-full resize-y rounded-xl border bg-white px-3.5 py-2.5 text-sm leading-6 text-ink-900 placeholder:text-ink-400 transition-colors',
          'focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15 focus:outline-none',
          'disabled:cursor-not-allowed disabled:bg-ink-50 disabled:opacity-70',
          'dark:bg-ink-950 dark:text-ink-50 dark:placeholder:text-ink-500 dark:focus:border-brand-400 dark:focus:ring-brand-400/20 dark:disabled:bg-ink-900',
          error ? 'border-red-500 dark:border-red-400' : 'border-ink-200 dark:border-ink-700',
        )}
        {...props}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-ink-500 dark:text-ink-400">
          {hint}
        </p>
      )}
    </div>
  )
}
