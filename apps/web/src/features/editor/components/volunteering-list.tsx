import type { Volunteering } from '@tailor/contracts'
import { EntryList } from './entry-list.tsx'
import { FieldGrid, type FieldSpec } from './field-grid.tsx'
import { LineList } from './line-list.tsx'

const fields: FieldSpec<Volunteering>[] = [
  { key: 'role', label: 'Role', placeholder: 'Workshop instructor' },
  { key: 'organization', label: 'Organization', placeholder: 'Code.org' },
  { key: 'dates', label: 'Dates', placeholder: '2021 – Present' },
]

/** Volunteer roles and community work: role, organisation, dates and what you did. */
export function VolunteeringList({
  items,
  onChange,
}: {
  items: Volunteering[]
  onChange: (items: Volunteering[]) => void
}) {
  return (
    <EntryList
      items={items}
      onChange={onChange}
      blank={() => ({ organization: '', role: '', dates: '', bullets: [] })}
      noun="Volunteering"
      emptyMessage="No volunteering added yet"
      emptyHint="Community work counts as experience: say what you did and for whom."
      describe={(entry) => [entry.role, entry.organization].filter(Boolean).join(' at ')}
      renderFields={(entry, update, index) => (
        <>
          <FieldGrid item={entry} update={update} fields={fields} />
          <LineList
            title="Bullet points"
            noun="Bullet"
            owner={`volunteering ${index + 1}`}
            items={entry.bullets}
            onChange={(bullets) => update({ bullets })}
            placeholder="What you did and the result"
          />
        </>
      )}
    />
  )
}
