import type { Project } from '@tailor/contracts'
import { TextAreaField } from '../../../components/ui/text-area-field.tsx'
import { TextField } from '../../../components/ui/text-field.tsx'
import { EntryList } from './entry-list.tsx'
import { FieldGrid, type FieldSpec } from './field-grid.tsx'
import { LineList } from './line-list.tsx'

const fields: FieldSpec<Project>[] = [
  { key: 'name', label: 'Project name', placeholder: 'Unity Dialogue Framework' },
  { key: 'role', label: 'Your role', placeholder: 'Creator and maintainer' },
  { key: 'dates', label: 'Dates', placeholder: '2021 – 2023' },
  { key: 'link', label: 'Link', placeholder: 'github.com/you/project' },
]

const blank = (): Project => ({
  name: '',
  role: '',
  dates: '',
  link: '',
  description: '',
  bullets: [],
  technologies: [],
})

/** Projects: name, role, dates and link, a description, the technologies used and bullet points. */
export function ProjectList({ items, onChange }: { items: Project[]; onChange: (items: Project[]) => void }) {
  return (
    <EntryList
      items={items}
      onChange={onChange}
      blank={blank}
      noun="Project"
      emptyMessage="No projects added yet"
      emptyHint="Side projects, open source and course work show skills your jobs may not."
      describe={(project) => project.name}
      renderFields={(project, update, index) => (
        <>
          <FieldGrid item={project} update={update} fields={fields} />
          <div className="mt-4 grid gap-4">
            <TextAreaField
              label="Description"
              rows={2}
              value={project.description}
              placeholder="What it is and who uses it"
              onChange={(event) => update({ description: event.target.value })}
            />
            <TextField
              label="Technologies (separated by commas)"
              value={project.technologies.join(', ')}
              placeholder="Unity, C#, GitHub Actions"
              onChange={(event) =>
                update({ technologies: event.target.value.split(',').map((t) => t.trimStart()) })
              }
            />
          </div>
          <LineList
            title="Bullet points"
            noun="Bullet"
            owner={`project ${index + 1}`}
            items={project.bullets}
            onChange={(bullets) => update({ bullets })}
            placeholder="What you built and the result"
          />
        </>
      )}
    />
  )
}
