import type { WorkExperience } from '@tailor/contracts'
import { Plus, X } from 'lucide-react'
import { useRef } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { TextAreaField } from '../../../components/ui/text-area-field.tsx'
import { useFocusAfterRender } from '../hooks/use-focus-after-render.ts'
import { useListKeys } from '../hooks/use-list-keys.ts'
import { EntryList } from './entry-list.tsx'
import { FieldGrid, type FieldSpec } from './field-grid.tsx'

const fields: FieldSpec<WorkExperience>[] = [
  { key: 'title', label: 'Job title', placeholder: 'Senior Software Engineer' },
  { key: 'company', label: 'Company', placeholder: 'Acme Corp' },
  { key: 'dates', label: 'Dates', placeholder: 'Jan 2021 – Present' },
]

const blank = (): WorkExperience => ({ title: '', company: '', dates: '', achievements: [] })

export function ExperienceList({
  items,
  onChange,
}: {
  items: WorkExperience[]
  onChange: (items: WorkExperience[]) => void
}) {
  return (
    <EntryList
      items={items}
      onChange={onChange}
      blank={blank}
      noun="Experience"
      emptyMessage="No work experience added yet"
      emptyHint="Add the roles you have held, most recent first. At least one is needed for the PDF."
      describe={(job) => [job.title, job.company].filter(Boolean).join(' at ')}
      renderFields={(job, update, index) => (
        <>
          <FieldGrid item={job} update={update} fields={fields} />
          <Achievements
            jobNumber={index + 1}
            items={job.achievements}
            onChange={(achievements) => update({ achievements })}
          />
        </>
      )}
    />
  )
}

function Achievements({
  jobNumber,
  items,
  onChange,
}: {
  jobNumber: number
  items: string[]
  onChange: (items: string[]) => void
}) {
  const { keys, added, removed } = useListKeys(items.length)
  const listRef = useRef<HTMLOListElement>(null)
  const addRef = useRef<HTMLButtonElement>(null)
  const focusAfterRender = useFocusAfterRender()
  return (
    <div className="mt-5">
      <p className="text-sm font-medium text-ink-800 dark:text-ink-200">Achievements</p>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-ink-500 dark:text-ink-400">No achievements added yet</p>
      ) : (
        <ol ref={listRef} className="mt-2 space-y-2">
          {items.map((text, index) => (
            <li key={keys[index]} className="flex items-start gap-2">
              <span aria-hidden="true" className="mt-3 size-1.5 shrink-0 rounded-full bg-brand-500" />
              <TextAreaField
                label={`Achievement ${index + 1} of experience ${jobNumber}`}
                hideLabel
                rows={2}
                value={text}
                placeholder="What you did and the result, with numbers where you have them"
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
                aria-label={`Remove achievement ${index + 1} of experience ${jobNumber}`}
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
        Add achievement
      </Button>
    </div>
  )
}
