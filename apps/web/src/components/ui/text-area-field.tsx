import { type TextareaHTMLAttributes, useId } from 'react'
import { cx } from '../../lib/cx.ts'

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value'> {
  label: string
  /** Visually hide the label (it still names the field). */
  hideLabel?: boolean
  value: string
  hint?: string
  /** A validation message, shown under the field and tied to it for screen readers. */
  error?: string | null
  /** Shows `length/limit`; the limit is advisory and not enforced. */
  softLimit?: number
}

const areaClass =
  'block w-full rounded-xl border bg-white px-3.5 py-3 text-sm leading-6 text-ink-900 placeholder:text-ink-400 transition-colors ' +
  'focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15 focus:outline-none ' +
  'disabled:cursor-not-allowed disabled:bg-ink-50 disabled:opacity-70 ' +
  'dark:bg-ink-950 dark:text-ink-50 dark:placeholder:text-ink-500 dark:focus:border-brand-400 dark:focus:ring-brand-400/20'

/** A labelled multi-line input with an optional hint and character counter. */
export function TextAreaField({
  label,
  hideLabel = false,
  value,
  hint,
  error,
  softLimit,
  className,
  rows = 6,
  ...props
}: TextAreaFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ')
  const over = softLimit !== undefined && value.length > softLimit
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-medium text-ink-800 dark:text-ink-200'}
      >
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={cx(
          areaClass,
          'resize-y',
          error ? 'border-red-500 dark:border-red-400' : 'border-ink-200 dark:border-ink-700',
        )}
        {...props}
      />
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      {(hint || softLimit !== undefined) && (
        <div className="mt-1.5 flex items-start justify-between gap-4 text-xs text-ink-500 dark:text-ink-400">
          <p id={hint ? hintId : undefined}>{hint}</p>
          {softLimit !== undefined && (
            <p
              data-testid="character-counter"
              className={cx(
                'shrink-0 tabular-nums',
                over && 'font-semibold text-amber-700 dark:text-amber-400',
              )}
            >
              {value.length}/{softLimit}
            </p>
          )}
        </div>
      )}
    </div>
  )
}
