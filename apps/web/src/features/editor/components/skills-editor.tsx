import { Plus, X } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { useListKeys } from '../hooks/use-list-keys.ts'
import { EmptyState } from './empty-state.tsx'

/** Skills as removable chips; the box takes one skill or several separated by commas. */
export function SkillsEditor({ items, onChange }: { items: string[]; onChange: (items: string[]) => void }) {
  const [draft, setDraft] = useState('')
  const inputId = useId()
  const { keys, added, removed } = useListKeys(items.length)

  function add(event: FormEvent) {
    event.preventDefault()
    const known = new Set(items.map((skill) => skill.toLowerCase()))
    const fresh: string[] = []
    for (const part of draft.split(',')) {
      const skill = part.trim()
      if (skill && !known.has(skill.toLowerCase())) {
        known.add(skill.toLowerCase())
        fresh.push(skill)
      }
    }
    if (fresh.length > 0) {
      for (const _ of fresh) added()
      onChange([...items, ...fresh])
    }
    setDraft('')
  }

  return (
    <div>
      {/* A nested form would be invalid inside other forms; the editor is never inside one. */}
      <form onSubmit={add} className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          New skill
        </label>
        <input
          id={inputId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Add a skill, e.g. PostgreSQL (commas add several)"
          autoComplete="off"
          className="h-11 min-w-0 flex-1 rounded-xl border border-ink-200 bg-white px-3.5 text-sm text-ink-900 placeholder:text-ink-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15 focus:outline-none dark:border-ink-700 dark:bg-ink-950 dark:text-ink-50 dark:placeholder:text-ink-500 dark:focus:border-brand-400"
        />
        <Button type="submit" variant="secondary" disabled={!draft.trim()}>
          <Plus aria-hidden="true" className="size-4" />
          Add skill
        </Button>
      </form>
      <div className="mt-5">
        {items.length === 0 ? (
          <EmptyState
            message="No skills added yet"
            hint="List the skills your experience backs up; the job's must-haves first."
          />
        ) : (
          <ul aria-label="Skills" className="flex flex-wrap gap-2">
            {items.map((skill, index) => (
              <li
                key={keys[index]}
                className="inline-flex items-center gap-1 rounded-full border border-ink-200 bg-white py-1 pr-1 pl-3 text-sm font-medium text-ink-800 dark:border-ink-700 dark:bg-ink-900 dark:text-ink-100"
              >
                {skill}
                <button
                  type="button"
                  onClick={() => {
                    removed(index)
                    onChange(items.filter((_, i) => i !== index))
                  }}
                  aria-label={`Remove skill ${skill}`}
                  className="grid size-6 place-items-center rounded-full text-ink-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-ink-400 dark:hover:bg-red-950/40 dark:hover:text-red-400"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
