import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'
import { cx } from '../../lib/cx.ts'

export interface TabItem<V extends string> {
  value: V
  label: ReactNode
}

interface TabsProps<V extends string> {
  label: string
  items: TabItem<V>[]
  value: V
  onChange: (value: V) => void
  disabled?: boolean
  /** `fill` shares the width equally in one row; `wrap` lays tabs out in equal cells over as many rows as needed. */
  layout?: 'fill' | 'wrap'
  /** Renders the panel of the selected tab. */
  children: ReactNode
}

// WAI-ARIA tabs with automatic activation: arrows, Home and End move and select.
export function Tabs<V extends string>({
  label,
  items,
  value,
  onChange,
  disabled,
  layout = 'fill',
  children,
}: TabsProps<V>) {
  const baseId = useId()
  const refs = useRef<Array<HTMLButtonElement | null>>([])
  const selected = items.findIndex((item) => item.value === value)

  function onKeyDown(event: KeyboardEvent) {
    const last = items.length - 1
    const moves: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    onChange(items[next]!.value)
    refs.current[next]?.focus()
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className={cx(
          'gap-1 rounded-xl bg-ink-100 p-1 dark:bg-ink-800',
          layout === 'fill'
            ? 'grid grid-flow-col auto-cols-fr'
            : 'grid grid-cols-[repeat(auto-fit,minmax(8rem,1fr))]',
        )}
      >
        {items.map((item, index) => {
          const active = index === selected
          return (
            <button
              key={item.value}
              ref={(node) => {
                refs.current[index] = node
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.value}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel`}
              tabIndex={active ? 0 : -1}
              disabled={disabled}
              onClick={() => onChange(item.value)}
              onKeyDown={onKeyDown}
              className={cx(
                'inline-flex h-10 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-semibold whitespace-nowrap transition-colors',
                layout === 'wrap' && 'px-3',
                'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60',
                active
                  ? 'bg-white text-ink-950 shadow-sm dark:bg-ink-950 dark:text-white'
                  : 'text-ink-600 hover:text-ink-950 dark:text-ink-300 dark:hover:text-white',
              )}
            >
              {item.label}
            </button>
          )
        })}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${value}`} className="mt-6">
        {children}
      </div>
    </div>
  )
}
