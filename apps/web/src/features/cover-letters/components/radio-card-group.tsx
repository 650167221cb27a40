import { CircleCheck } from 'lucide-react'
import { useId } from 'react'
import { cx } from '../../../lib/cx.ts'
import type { LetterOption } from '../letter-options.ts'

interface RadioCardGroupProps<V extends string> {
  legend: string
  name: string
  options: Array<LetterOption<V> & { badge?: string }>
  value: V
  onChange: (value: V) => void
  className?: string
}

// Native radios (arrow keys move and select) drawn as cards; each radio is named by its label and
// described by its badge and description.
export function RadioCardGroup<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  className,
}: RadioCardGroupProps<V>) {
  const baseId = useId()
  return (
    <fieldset className={className}>
      <legend className="text-sm font-semibold text-ink-900 dark:text-ink-100">{legend}</legend>
      <div
        className={cx(
          'mt-3 grid gap-3',
          options.length === 3 ? 'sm:grid-cols-3' : 'grid-cols-2 lg:grid-cols-4',
        )}
      >
        {options.map((option) => {
          const checked = option.value === value
          const labelId = `${baseId}-${option.value}-label`
          const descriptionId = `${baseId}-${option.value}-description`
          return (
            <label
              key={option.value}
              className={cx(
                'relative flex min-w-0 cursor-pointer flex-col rounded-2xl border p-3.5 transition-colors sm:p-4',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 dark:has-[:focus-visible]:outline-brand-400',
                checked
                  ? 'border-brand-600 bg-brand-50/70 ring-1 ring-brand-600 dark:border-brand-400 dark:bg-brand-900/25 dark:ring-brand-400'
                  : 'border-ink-200 hover:border-ink-300 hover:bg-ink-50 dark:border-ink-700 dark:hover:border-ink-600 dark:hover:bg-ink-800/60',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                aria-labelledby={labelId}
                aria-describedby={descriptionId}
                className="sr-only"
              />
              <span className="flex items-start justify-between gap-2">
                <span id={labelId} className="min-w-0 font-semibold break-words text-ink-950 dark:text-white">
                  {option.label}
                </span>
                <CircleCheck
                  aria-hidden="true"
                  className={cx(
                    'size-5 shrink-0 text-brand-700 transition-opacity dark:text-brand-300',
                    checked ? 'opacity-100' : 'opacity-0',
                  )}
                />
              </span>
              <span id={descriptionId} className="mt-1 flex flex-col gap-2">
                {option.badge && (
                  <span className="w-fit rounded-md bg-ink-100 px-2 py-0.5 text-xs font-semibold text-ink-700 dark:bg-ink-800 dark:text-ink-200">
                    {option.badge}
                  </span>
                )}
                <span className="text-sm leading-5 text-ink-600 dark:text-ink-300">{option.description}</span>
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
