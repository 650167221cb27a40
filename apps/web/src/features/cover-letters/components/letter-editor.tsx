import type { CoverLetterLength } from '@tailor/contracts'
import { useId, useLayoutEffect, useRef } from 'react'
import { cx } from '../../../lib/cx.ts'
import { countWords } from '../format-letter.ts'
import { lengthOptions } from '../letter-options.ts'

interface LetterEditorProps {
  value: string
  onChange: (value: string) => void
  error: string | null
  length: CoverLetterLength
}

function fitHeight(area: HTMLTextAreaElement) {
  area.style.height = 'auto'
  area.style.height = `${area.scrollHeight + 2}px`
}

/** The letter as editable text on the page; it grows with its content and counts words against the target. */
export function LetterEditor({ value, onChange, error, length }: LetterEditorProps) {
  const id = useId()
  const ref = useRef<HTMLTextAreaElement>(null)
  const target = lengthOptions.find((option) => option.value === length)
  const words = countWords(value)

  // Opening the editor focuses the text at full height; typing keeps it fitted.
  useLayoutEffect(() => {
    if (!ref.current) return
    fitHeight(ref.current)
    ref.current.focus()
  }, [])

  return (
    <div>
      <label htmlFor={id} className="sr-only">
        Cover letter text
      </label>
      <textarea
        ref={ref}
        id={id}
        value={value}
        onChange={(event) => {
          fitHeight(event.target)
          onChange(event.target.value)
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        spellCheck
        className={cx(
          '-mx-3 block min-h-96 w-[calc(100%+1.5rem)] resize-none overflow-hidden rounded-xl border bg-brand-50/40 px-3 py-2 text-[0.9375rem] leading-7 text-ink-900',
          'focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15 focus:outline-none',
          error ? 'border-red-500' : 'border-brand-200',
        )}
      />
      <p id={`${id}-count`} className="mt-2 text-xs text-ink-500">
        {words} words{target && ` · target ${target.min}–${target.max}`}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  )
}
