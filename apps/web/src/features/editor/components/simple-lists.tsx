import type {
  Award,
  Certification,
  Education,
  Publication,
  Reference,
  SpokenLanguage,
} from '@tailor/contracts'
import { EntryList } from './entry-list.tsx'
import { FieldGrid, type FieldSpec } from './field-grid.tsx'

// Education, certifications, references, awards, publications and languages: flat entries of text fields.

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

const awardFields: FieldSpec<Award>[] = [
  { key: 'title', label: 'Award', placeholder: 'Best Gameplay, Ludum Dare 48' },
  { key: 'issuer', label: 'Awarded by', placeholder: 'Ludum Dare' },
  { key: 'date', label: 'Date', placeholder: 'Apr 2021' },
  { key: 'description', label: 'What it was for', placeholder: 'Top 5% of 3,000 entries' },
]

export function AwardList({ items, onChange }: { items: Award[]; onChange: (items: Award[]) => void }) {
  return (
    <EntryList
      items={items}
      onChange={onChange}
      blank={() => ({ title: '', issuer: '', date: '', description: '' })}
      noun="Award"
      emptyMessage="No awards added yet"
      emptyHint="Prizes, honours and scholarships, with who gave them."
      describe={(entry) => join(entry.title, entry.issuer)}
      renderFields={(entry, update) => <FieldGrid item={entry} update={update} fields={awardFields} />}
    />
  )
}

const publicationFields: FieldSpec<Publication>[] = [
  { key: 'title', label: 'Title', placeholder: 'Optimizing Unity Games for Mobile' },
  { key: 'publisher', label: 'Published in or presented at', placeholder: 'Game Developer Magazine' },
  { key: 'date', label: 'Date', placeholder: 'Sep 2021' },
  { key: 'link', label: 'Link', placeholder: 'https://…' },
]

export function PublicationList({
  items,
  onChange,
}: {
  items: Publication[]
  onChange: (items: Publication[]) => void
}) {
  return (
    <EntryList
      items={items}
      onChange={onChange}
      blank={() => ({ title: '', publisher: '', date: '', link: '' })}
      noun="Publication"
      emptyMessage="No publications or talks added yet"
      emptyHint="Articles, papers and talks, with where they appeared."
      describe={(entry) => join(entry.title, entry.publisher)}
      renderFields={(entry, update) => <FieldGrid item={entry} update={update} fields={publicationFields} />}
    />
  )
}

const languageFields: FieldSpec<SpokenLanguage>[] = [
  { key: 'language', label: 'Language', placeholder: 'Spanish' },
  { key: 'proficiency', label: 'Level', placeholder: 'Fluent, or C1' },
]

export function LanguageList({
  items,
  onChange,
}: {
  items: SpokenLanguage[]
  onChange: (items: SpokenLanguage[]) => void
}) {
  return (
    <EntryList
      items={items}
      onChange={onChange}
      blank={() => ({ language: '', proficiency: '' })}
      noun="Language"
      emptyMessage="No languages added yet"
      emptyHint="Languages you speak, with your level."
      describe={(entry) => join(entry.language, entry.proficiency)}
      renderFields={(entry, update) => <FieldGrid item={entry} update={update} fields={languageFields} />}
    />
  )
}
