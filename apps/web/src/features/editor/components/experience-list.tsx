import type { WorkExperience } from '@tailor/contracts'
import { EntryList } from './entry-list.tsx'
import { FieldGrid, type FieldSpec } from './field-grid.tsx'
import { LineList } from './line-list.tsx'

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
          <LineList
            title="Achievements"
            noun="Achievement"
            owner={`experience ${index + 1}`}
            items={job.achievements}
            onChange={(achievements) => update({ achievements })}
            placeholder="What you did and the result, with numbers where you have them"
          />
        </>
      )}
    />
  )
}
