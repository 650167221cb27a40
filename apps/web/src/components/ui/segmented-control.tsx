import type { ReactNode } from 'react'
import { useId } from 'react'
import { cx } from '../../lib/cx.ts'

export interface SegmentOption<V extends string> {
  value: V
  label: ReactNode
  icon?: ReactNode
}

interface SegmentedControlProps<V extends string> {
  /** The group's accessible name (a visually hidden legend unless `showLegend`). */
  legend: string
  showLegend?: boolean
  options: SegmentOption<V>[]
  value: V
  onChange: (value: V) => void
  /** Stretch the segments over the full width. */
  fill?: boolean
  shape?: 'rounded' | 'pill'
  className?: string
}

/** A segmented control built from native radios, so arrows and screen readers work as expected. */
export function SegmentedControl<V extends string>({
  legend,
  showLegend = false,
  options,
  value,
  onChange,
  fill = false,
  shape = 'rounded',
  className,
}: SegmentedControlProps<V>) {
  const name = useId()
  const round = shape === 'pill' ? 'rounded-full' : 'rounded-xl'
  const segmentRound = shape === 'pill' ? 'rounded-full' : 'rounded-lg'
  return (
    <fieldset className={cx('min-w-0', className)}>
      <legend className={showLegend ? 'mb-2 text-sm font-medium text-ink-800 dark:text-ink-200' : 'sr-only'}>
        {legend}
      </legend>
      <div
        className={cx(
          'gap-1 bg-ink-100 p-1 dark:bg-ink-800',
          round,
          fill ? 'grid grid-flow-col auto-cols-fr' : 'inline-flex',
        )}
      >
        {options.map((option) => {
          const checked = value === option.value
          return (
            <label
              key={option.value}
              className={cx(
                'relative inline-flex cursor-pointer items-center justify-center gap-2 px-4 py-2 text-sm font-semibold transition-colors [&>svg]:shrink-0',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                segmentRound,
                checked
                  ? 'bg-white text-ink-950 shadow-sm dark:bg-ink-950 dark:text-white'
                  : 'text-ink-600 hover:text-ink-950 dark:text-ink-300 dark:hover:text-white',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="sr-only"
              />
              {option.icon}
              {option.label}
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
