import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react'
import { type ReactNode, useRef } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { useFocusAfterRender } from '../hooks/use-focus-after-render.ts'
import { useListKeys } from '../hooks/use-list-keys.ts'
import { EmptyState } from './empty-state.tsx'

interface EntryListProps<T> {
  items: T[]
  onChange: (items: T[]) => void
  blank: () => T
  /** Names one entry: "Experience" → "Experience 1", "Add experience", "Remove experience 1". */
  noun: string
  emptyMessage: string
  emptyHint: string
  /** A short line for the entry's header, e.g. "Engineer · Fintrust". */
  describe: (item: T) => string
  renderFields: (item: T, update: (changes: Partial<T>) => void, index: number) => ReactNode
}

/** A list of entries edited in cards, with add, move, remove and an empty state; focus follows the change. */
export function EntryList<T>({
  items,
  onChange,
  blank,
  noun,
  emptyMessage,
  emptyHint,
  describe,
  renderFields,
}: EntryListProps<T>) {
  const { keys, added, removed, moved } = useListKeys(items.length)
  const listRef = useRef<HTMLDivElement>(null)
  const addRef = useRef<HTMLButtonElement>(null)
  const focusAfterRender = useFocusAfterRender()
  const lower = noun.toLowerCase()

  function add() {
    added()
    focusAfterRender(() => {
      const cards = listRef.current?.querySelectorAll('fieldset')
      return cards?.[cards.length - 1]?.querySelector<HTMLElement>('input, textarea')
    })
    onChange([...items, blank()])
  }

  function remove(index: number) {
    removed(index)
    focusAfterRender(() => addRef.current)
    onChange(items.filter((_, i) => i !== index))
  }

  function move(index: number, to: number) {
    moved(index, to)
    const next = [...items]
    next.splice(to, 0, ...next.splice(index, 1))
    onChange(next)
  }

  const addButton = (
    <Button ref={addRef} variant="secondary" size="sm" onClick={add}>
      <Plus aria-hidden="true" className="size-4" />
      Add {lower}
    </Button>
  )

  if (items.length === 0) return <EmptyState message={emptyMessage} hint={emptyHint} action={addButton} />

  return (
    <div ref={listRef} className="space-y-4">
      {items.map((item, index) => {
        const label = `${noun} ${index + 1}`
        const line = describe(item)
        return (
          <fieldset
            key={keys[index]}
            aria-label={label}
            className="min-w-0 rounded-2xl border border-ink-200 bg-ink-50/40 p-4 sm:p-5 dark:border-ink-800 dark:bg-ink-950/30"
          >
            <div className="mb-4 flex items-center justify-between gap-3">
              <p className="min-w-0 truncate text-sm">
                <span className="font-semibold text-ink-900 dark:text-ink-50">{label}</span>
                {line && <span className="text-ink-500 dark:text-ink-400"> · {line}</span>}
              </p>
              <div className="flex shrink-0 items-center gap-1">
                {items.length > 1 && (
                  <>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                      aria-label={`Move ${lower} ${index + 1} up`}
                    >
                      <ArrowUp aria-hidden="true" className="size-4" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={index === items.length - 1}
                      onClick={() => move(index, index + 1)}
                      aria-label={`Move ${lower} ${index + 1} down`}
                    >
                      <ArrowDown aria-hidden="true" className="size-4" />
                    </Button>
                  </>
                )}
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => remove(index)}
                  aria-label={`Remove ${lower} ${index + 1}`}
                  className="shrink-0 text-red-700 hover:bg-red-50 hover:text-red-800 dark:text-red-400 dark:hover:bg-red-950/40 dark:hover:text-red-300"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  <span className="hidden sm:inline">Remove</span>
                </Button>
              </div>
            </div>
            {renderFields(
              item,
              (changes) => onChange(items.map((it, i) => (i === index ? { ...it, ...changes } : it))),
              index,
            )}
          </fieldset>
        )
      })}
      {addButton}
    </div>
  )
}
