import type { Certification, Education, Reference } from '@tailor/contracts'
import { EntryList } from './entry-list.tsx'
import { FieldGrid, type FieldSpec } from './field-grid.tsx'

// Education, certifications and references: flat entries of text fields.

const join = (...parts: string[]) => parts.filter(Boolean).join(' · ')

const educationFields: FieldSpec<Education>[] = [
  { key: 'institution', label: 'Institution', placeholder: 'University of Texas at Austin' },
  { key: 'degree', label: 'Degree', placeholder: 'B.S. Computer Science' },
  { key: 'dates', label: 'Dates', placeholder: '2014 – 2018' },
]

export function EducationList({
  items,
  onChange,
}: {
  items: Education[]
  onChange: (items: Education[]) => void
}) {
  return (
    <EntryList
      items={items}
      onChange={onChange}
      blank={() => ({
        institution: '',
        degree: '',
        dates: '',
        field_of_study: '',
        gpa: '',
        honors: '',
        courses: [],
      })}
      noun="Education"
      emptyMessage="No education added yet"
      emptyHint="Degrees, diplomas and training, most recent first."
      describe={(entry) => join(entry.degree, entry.institution)}
      renderFields={(entry, update) => <FieldGrid item={entry} update={update} fields={educationFields} />}
    />
  )
}

const certificationFields: FieldSpec<Certification>[] = [
  { key: 'name', label: 'Certification', placeholder: 'AWS Certified Developer' },
  { key: 'issuer', label: 'Issuer', placeholder: 'Amazon Web Services' },
  { key: 'date', label: 'Date', placeholder: 'Mar 2023' },
]

export function CertificationList({
  items,
  onChange,
}: {
  items: Certification[]
  onChange: (items: Certification[]) => void
}) {
  return (
    <EntryList
      items={items}
      onChange={onChange}
      blank={() => ({ name: '', date: '', issuer: '' })}
      noun="Certification"
      emptyMessage="No certifications added yet"
      emptyHint="Licences and certificates you hold, with who issued them."
      describe={(entry) => join(entry.name, entry.issuer)}
      renderFields={(entry, update) => (
        <FieldGrid item={entry} update={update} fields={certificationFields} />
      )}
    />
  )
}

const referenceFields: FieldSpec<Reference>[] = [
  { key: 'name', label: 'Name', placeholder: 'Jordan Smith' },
  { key: 'title', label: 'Title', placeholder: 'Engineering Manager' },
  { key: 'company', label: 'Company', placeholder: 'Fintrust Inc' },
  { key: 'phone', label: 'Phone', type: 'tel', placeholder: '(555) 010-2030' },
  { key: 'email', label: 'Email', type: 'email', placeholder: 'jordan@example.com' },
]

export function ReferenceList({
  items,
  onChange,
}: {
  items: Reference[]
  onChange: (items: Reference[]) => void
}) {
  return (
    <EntryList
      items={items}
      onChange={onChange}
      blank={() => ({ name: '', title: '', company: '', phone: '', email: '' })}
      noun="Reference"
      emptyMessage="No references added yet"
      emptyHint="Only add people who have agreed to be contacted."
      describe={(entry) => join(entry.name, entry.company)}
      renderFields={(entry, update) => <FieldGrid item={entry} update={update} fields={referenceFields} />}
    />
  )
}
