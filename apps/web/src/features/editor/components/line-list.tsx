import { Plus, X } from 'lucide-react'
import { useRef } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { TextAreaField } from '../../../components/ui/text-area-field.tsx'
import { useFocusAfterRender } from '../hooks/use-focus-after-render.ts'
import { useListKeys } from '../hooks/use-list-keys.ts'

interface LineListProps {
  /** The list's heading ("Achievements"). */
  title: string
  /** One line's name ("Achievement"), and whose it is ("experience 2"), for labels read aloud. */
  noun: string
  owner?: string
  items: string[]
  onChange: (items: string[]) => void
  placeholder: string
}

/** Lines of text (bullets, achievements, interests) edited one per box, with add and remove. */
export function LineList({ title, noun, owner, items, onChange, placeholder }: LineListProps) {
  const { keys, added, removed } = useListKeys(items.length)
  const listRef = useRef<HTMLOListElement>(null)
  const addRef = useRef<HTMLButtonElement>(null)
  const focusAfterRender = useFocusAfterRender()
  const of = owner ? ` of ${owner}` : ''
  const lower = noun.toLowerCase()
  return (
    <div className="mt-5">
      <p className="text-sm font-medium text-ink-800 dark:text-ink-200">{title}</p>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-ink-500 dark:text-ink-400">No {title.toLowerCase()} added yet</p>
      ) : (
        <ol ref={listRef} className="mt-2 space-y-2">
          {items.map((text, index) => (
            <li key={keys[index]} className="flex items-start gap-2">
              <span aria-hidden="true" className="mt-3 size-1.5 shrink-0 rounded-full bg-brand-500" />
              <TextAreaField
                label={`${noun} ${index + 1}${of}`}
                hideLabel
                rows={2}
                value={text}
                placeholder={placeholder}
                onChange={(event) => onChange(items.map((t, i) => (i === index ? event.target.value : t)))}
                className="min-w-0 flex-1"
              />
              <button
                type="button"
                onClick={() => {
                  removed(index)
                  focusAfterRender(() => addRef.current)
                  onChange(items.filter((_, i) => i !== index))
                }}
                aria-label={`Remove ${lower} ${index + 1}${of}`}
                className="mt-1.5 grid size-9 shrink-0 place-items-center rounded-lg text-ink-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-ink-400 dark:hover:bg-red-950/40 dark:hover:text-red-400"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ol>
      )}
      <Button
        ref={addRef}
        variant="ghost"
        size="sm"
        className="mt-2 text-brand-700 dark:text-brand-300"
        onClick={() => {
          added()
          focusAfterRender(() => listRef.current?.querySelector<HTMLElement>('li:last-child textarea'))
          onChange([...items, ''])
        }}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add {lower}
      </Button>
    </div>
  )
}
