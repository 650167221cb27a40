import { ChevronDown } from 'lucide-react'
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { cx } from '../../lib/cx.ts'

export interface MenuLink {
  label: string
  to: string
  description?: string
  /** Runs on choosing the item instead of following `to` (an action such as signing out). */
  onSelect?: () => void
}

interface MenuProps {
  label: string
  items: MenuLink[]
  /** Shown before the label on the button. */
  icon?: ReactNode
  /** Marks the button as holding the current page (one of its items is open). */
  active?: boolean
  align?: 'left' | 'right'
}

// A menu button (WAI-ARIA menu pattern): Enter, Space or ArrowDown open it on the first item,
// arrows move, Escape closes and returns focus, Tab or a click outside closes.
// docs/product.md § Limits: the panel opens in 200 ms and closes in 150 ms.
export function Menu({ label, items, icon, active = false, align = 'left' }: MenuProps) {
  const [open, setOpen] = useState(false)
  // The item to focus once the panel is visible (keyboard opening).
  const [focusIndex, setFocusIndex] = useState<number | null>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const itemRefs = useRef<Array<HTMLAnchorElement | null>>([])
  const menuId = useId()

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  useEffect(() => {
    if (!open || focusIndex === null) return
    itemRefs.current[focusIndex]?.focus()
    setFocusIndex(null)
  }, [open, focusIndex])

  function openAt(index: number) {
    setOpen(true)
    setFocusIndex(index)
  }

  function onButtonKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      openAt(0)
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      openAt(items.length - 1)
    }
  }

  function onItemKeyDown(event: KeyboardEvent, index: number) {
    const last = items.length - 1
    const targets: Record<string, number> = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }
    const target = targets[event.key]
    if (target !== undefined) {
      event.preventDefault()
      itemRefs.current[target]?.focus()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      setOpen(false)
      buttonRef.current?.focus()
    } else if (event.key === 'Tab') {
      setOpen(false)
    }
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
        className={cx(
          'inline-flex h-10 items-center gap-1 rounded-lg px-3 text-sm font-medium transition-colors hover:bg-ink-100 hover:text-ink-950 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-ink-800 dark:hover:text-white',
          active
            ? 'bg-brand-50 text-brand-800 dark:bg-brand-950/60 dark:text-brand-200'
            : 'text-ink-700 dark:text-ink-200',
        )}
      >
        {icon}
        {label}
        <ChevronDown
          aria-hidden="true"
          className={cx(
            'size-4 transition-transform duration-200 motion-reduce:transition-none',
            open && 'rotate-180',
          )}
        />
      </button>
      <div
        id={menuId}
        role="menu"
        aria-label={label}
        className={cx(
          'absolute top-full z-50 mt-2 w-72 rounded-2xl',
          align === 'left' ? 'left-0 origin-top-left' : 'right-0 origin-top-right',
          'border border-ink-200 bg-white p-2 shadow-xl shadow-ink-950/10',
          'dark:border-ink-700 dark:bg-ink-900 motion-reduce:transition-none',
          open
            ? // Visibility is not transitioned on the way in, so items can take focus at once.
              'visible translate-y-0 scale-100 opacity-100 transition-[opacity,transform] duration-200 ease-out'
            : 'invisible -translate-y-1 scale-95 opacity-0 transition-[opacity,transform,visibility] duration-150 ease-in',
        )}
      >
        {items.map((item, index) => (
          <Link
            key={item.label}
            ref={(node) => {
              itemRefs.current[index] = node
            }}
            to={item.to}
            role="menuitem"
            tabIndex={-1}
            onClick={(event) => {
              setOpen(false)
              if (item.onSelect) {
                event.preventDefault()
                item.onSelect()
              }
            }}
            onKeyDown={(event) => onItemKeyDown(event, index)}
            className="block rounded-xl px-3 py-2.5 outline-none hover:bg-ink-50 focus-visible:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 dark:hover:bg-ink-800 dark:focus-visible:bg-ink-800"
          >
            <span className="block text-sm font-semibold text-ink-900 dark:text-ink-50">{item.label}</span>
            {item.description && (
              <span className="mt-0.5 block text-xs text-ink-500 dark:text-ink-400">{item.description}</span>
            )}
          </Link>
        ))}
      </div>
    </div>
  )
}
