import type { OtherSection } from '@tailor/contracts'
import { TextField } from '../../../components/ui/text-field.tsx'
import { EntryList } from './entry-list.tsx'
import { LineList } from './line-list.tsx'

/**
 * Sections the reader could not place, under their own headings: the user can edit them, copy lines into
 * the right section, or remove them. They print as they are.
 */
export function OtherList({
  items,
  onChange,
}: {
  items: OtherSection[]
  onChange: (items: OtherSection[]) => void
}) {
  return (
    <EntryList
      items={items}
      onChange={onChange}
      blank={() => ({ heading: '', lines: [] })}
      noun="Section"
      emptyMessage="Nothing here"
      emptyHint="Sections we could not place in the tabs above appear here, so nothing from your resume is lost."
      describe={(entry) => entry.heading}
      renderFields={(entry, update, index) => (
        <>
          <TextField
            label="Heading"
            value={entry.heading}
            placeholder="Military Service"
            onChange={(event) => update({ heading: event.target.value })}
          />
          <LineList
            title="Lines"
            noun="Line"
            owner={`section ${index + 1}`}
            items={entry.lines}
            onChange={(lines) => update({ lines })}
            placeholder="A line of this section"
          />
        </>
      )}
    />
  )
}
