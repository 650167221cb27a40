import { Eye, EyeOff } from 'lucide-react'
import { type InputHTMLAttributes, useId, useState } from 'react'
import { cx } from '../../lib/cx.ts'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string
  error?: string | null
}

const inputClass =
  'h-11 w-full rounded-xl border bg-white px-3.5 text-sm text-ink-900 placeholder:text-ink-400 transition-colors ' +
  'focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15 focus:outline-none ' +
  'disabled:cursor-not-allowed disabled:bg-ink-50 disabled:opacity-70 ' +
  'dark:bg-ink-950 dark:text-ink-50 dark:placeholder:text-ink-500 dark:focus:border-brand-400 dark:focus:ring-brand-400/20 dark:disabled:bg-ink-900'

/** A labelled input; password inputs get a show/hide button. Errors are tied to the input for screen readers. */
export function TextField({ label, error, type = 'text', className, ...props }: TextFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const [revealed, setRevealed] = useState(false)
  const isPassword = type === 'password'
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800 dark:text-ink-200">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={isPassword && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cx(
            inputClass,
            isPassword && 'pr-11',
            error ? 'border-red-500 dark:border-red-400' : 'border-ink-200 dark:border-ink-700',
          )}
          {...props}
        />
        {isPassword && (
          <button
            type="button"
            onClick={() => setRevealed((value) => !value)}
            disabled={props.disabled}
            aria-label={revealed ? 'Hide password' : 'Show password'}
            aria-pressed={revealed}
            className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-xl text-ink-500 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60 dark:text-ink-400 dark:hover:text-white"
          >
            {revealed ? (
              <EyeOff aria-hidden="true" className="size-4" />
            ) : (
              <Eye aria-hidden="true" className="size-4" />
            )}
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  )
}
