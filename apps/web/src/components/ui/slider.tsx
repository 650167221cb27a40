import { type CSSProperties, useId } from 'react'

interface SliderProps {
  label: string
  value: number
  onChange: (value: number) => void
  min?: number
  max?: number
  step?: number
  /** Words under both ends of the track. */
  startLabel: string
  endLabel: string
  /** Shown beside the label and read by screen readers as the value. */
  valueText: string
  hint?: string
}

/** A native range input (keyboard, touch and screen readers for free) with a filled track. */
export function Slider({
  label,
  value,
  onChange,
  min = 0,
  max = 100,
  step = 1,
  startLabel,
  endLabel,
  valueText,
  hint,
}: SliderProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const fill = `${((value - min) / (max - min)) * 100}%`
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={id} className="text-sm font-medium text-ink-800 dark:text-ink-200">
          {label}
        </label>
        <span
          aria-hidden="true"
          className="font-display text-sm font-semibold text-brand-700 tabular-nums dark:text-brand-300"
        >
          {valueText}
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={valueText}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(Number(event.target.value))}
        className="range-input mt-3 w-full"
        style={{ '--fill': fill } as CSSProperties}
      />
      <div
        aria-hidden="true"
        className="mt-1.5 flex justify-between text-xs font-medium text-ink-500 dark:text-ink-400"
      >
        <span>{startLabel}</span>
        <span>{endLabel}</span>
      </div>
      {hint && (
        <p id={hintId} className="mt-2 text-sm text-ink-600 dark:text-ink-300">
          {hint}
        </p>
      )}
    </div>
  )
}
