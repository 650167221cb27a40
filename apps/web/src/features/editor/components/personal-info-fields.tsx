import type { PersonalInformation } from '@tailor/contracts'
import { FieldGrid, type FieldSpec } from './field-grid.tsx'

const fields: FieldSpec<PersonalInformation>[] = [
  { key: 'name', label: 'Full name', autoComplete: 'name', placeholder: 'Maria Lopez' },
  {
    key: 'position',
    label: 'Position/Title',
    autoComplete: 'organization-title',
    placeholder: 'Backend Engineer',
  },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email', placeholder: 'maria@example.com' },
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', placeholder: '(555) 123-4567' },
  { key: 'linkedin', label: 'LinkedIn', placeholder: 'linkedin.com/in/marialopez' },
  { key: 'location', label: 'Location', placeholder: 'Austin, TX' },
]

export function PersonalInfoFields({
  value,
  onChange,
}: {
  value: PersonalInformation
  onChange: (value: PersonalInformation) => void
}) {
  return <FieldGrid item={value} update={(changes) => onChange({ ...value, ...changes })} fields={fields} />
}
