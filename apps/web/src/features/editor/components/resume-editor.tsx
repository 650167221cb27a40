import type { ResumeData } from '@tailor/contracts'
import { useState } from 'react'
import { type TabItem, Tabs } from '../../../components/ui/tabs.tsx'
import { TextAreaField } from '../../../components/ui/text-area-field.tsx'
import { ExperienceList } from './experience-list.tsx'
import { PersonalInfoFields } from './personal-info-fields.tsx'
import { CertificationList, EducationList, ReferenceList } from './simple-lists.tsx'
import { SkillsEditor } from './skills-editor.tsx'

type Section =
  | 'personal'
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'certifications'
  | 'references'

/** docs/product.md § Limits: the summary shows N/500; the limit is a guide, not enforced. */
export const summarySoftLimit = 500

const count = (n: number) =>
  n > 0 ? (
    <span
      aria-hidden="true"
      className="rounded-full bg-ink-200/70 px-1.5 text-xs tabular-nums dark:bg-ink-700"
    >
      {n}
    </span>
  ) : null

interface ResumeEditorProps {
  data: ResumeData
  onChange: (data: ResumeData) => void
}

/** The seven editor tabs over one resume (controlled: the parent owns the data). */
export function ResumeEditor({ data, onChange }: ResumeEditorProps) {
  const [section, setSection] = useState<Section>('personal')
  const set =
    <K extends keyof ResumeData>(key: K) =>
    (value: ResumeData[K]) =>
      onChange({ ...data, [key]: value })

  const tabs: TabItem<Section>[] = [
    { value: 'personal', label: 'Personal Info' },
    { value: 'summary', label: 'Summary' },
    { value: 'experience', label: <>Experience{count(data.work_experience.length)}</> },
    { value: 'education', label: <>Education{count(data.education.length)}</> },
    { value: 'skills', label: <>Skills{count(data.skills.length)}</> },
    { value: 'certifications', label: <>Certifications{count(data.certifications.length)}</> },
    { value: 'references', label: <>References{count(data.references.length)}</> },
  ]

  return (
    <Tabs label="Resume sections" items={tabs} value={section} onChange={setSection} layout="wrap">
      {section === 'personal' && (
        <PersonalInfoFields value={data.personal_information} onChange={set('personal_information')} />
      )}
      {section === 'summary' && (
        <TextAreaField
          label="Professional summary"
          value={data.professional_summary}
          onChange={(event) => set('professional_summary')(event.target.value)}
          softLimit={summarySoftLimit}
          rows={7}
          hint="Two to four sentences: your role, your strongest relevant skills and a result."
        />
      )}
      {section === 'experience' && (
        <ExperienceList items={data.work_experience} onChange={set('work_experience')} />
      )}
      {section === 'education' && <EducationList items={data.education} onChange={set('education')} />}
      {section === 'skills' && <SkillsEditor items={data.skills} onChange={set('skills')} />}
      {section === 'certifications' && (
        <CertificationList items={data.certifications} onChange={set('certifications')} />
      )}
      {section === 'references' && <ReferenceList items={data.references} onChange={set('references')} />}
    </Tabs>
  )
}
