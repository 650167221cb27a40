import type { AiAssistance, ResumeData } from '@tailor/contracts'
import { useState } from 'react'
import { AiMark } from '../../../components/ui/ai-mark.tsx'
import { type TabItem, Tabs } from '../../../components/ui/tabs.tsx'
import { TextAreaField } from '../../../components/ui/text-area-field.tsx'
import { sectionsReadByModel } from '../sections-read-by-model.ts'
import { ExperienceList } from './experience-list.tsx'
import { LineList } from './line-list.tsx'
import { OtherList } from './other-list.tsx'
import { PersonalInfoFields } from './personal-info-fields.tsx'
import { ProjectList } from './project-list.tsx'
import {
  AwardList,
  CertificationList,
  EducationList,
  LanguageList,
  PublicationList,
  ReferenceList,
} from './simple-lists.tsx'
import { SkillsEditor } from './skills-editor.tsx'
import { VolunteeringList } from './volunteering-list.tsx'

type Section =
  | 'personal'
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'certifications'
  | 'projects'
  | 'awards'
  | 'publications'
  | 'languages'
  | 'volunteering'
  | 'interests'
  | 'references'
  | 'other'

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

// The resume's part each tab edits.
const sectionData: Record<Section, keyof ResumeData> = {
  personal: 'personal_information',
  summary: 'professional_summary',
  experience: 'work_experience',
  education: 'education',
  skills: 'skills',
  certifications: 'certifications',
  projects: 'projects',
  awards: 'awards',
  publications: 'publications',
  languages: 'languages',
  volunteering: 'volunteering',
  interests: 'interests',
  references: 'references',
  other: 'other',
}

interface ResumeEditorProps {
  data: ResumeData
  onChange: (data: ResumeData) => void
  /** What the optional model did; a section its reading filled says so. */
  ai?: AiAssistance | null
}

/** The editor's tabs over one resume, one per section (controlled: the parent owns the data). */
export function ResumeEditor({ data, onChange, ai }: ResumeEditorProps) {
  const [section, setSection] = useState<Section>('personal')
  const readByModel = sectionsReadByModel(ai)
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
    { value: 'projects', label: <>Projects{count(data.projects.length)}</> },
    { value: 'awards', label: <>Awards{count(data.awards.length)}</> },
    { value: 'publications', label: <>Publications{count(data.publications.length)}</> },
    { value: 'languages', label: <>Languages{count(data.languages.length)}</> },
    { value: 'volunteering', label: <>Volunteering{count(data.volunteering.length)}</> },
    { value: 'interests', label: <>Interests{count(data.interests.length)}</> },
    { value: 'references', label: <>References{count(data.references.length)}</> },
    // Only when the reader left something it could not place, so the user sees it and can move it.
    ...(data.other.length > 0
      ? [{ value: 'other' as const, label: <>Other{count(data.other.length)}</> }]
      : []),
  ]

  return (
    <Tabs label="Resume sections" items={tabs} value={section} onChange={setSection} layout="wrap">
      {ai && readByModel.has(sectionData[section]) && (
        <AiMark className="mb-4">{`Read with the help of ${ai.model} · please check it`}</AiMark>
      )}
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
      {section === 'projects' && <ProjectList items={data.projects} onChange={set('projects')} />}
      {section === 'awards' && <AwardList items={data.awards} onChange={set('awards')} />}
      {section === 'publications' && (
        <PublicationList items={data.publications} onChange={set('publications')} />
      )}
      {section === 'languages' && <LanguageList items={data.languages} onChange={set('languages')} />}
      {section === 'volunteering' && (
        <VolunteeringList items={data.volunteering} onChange={set('volunteering')} />
      )}
      {section === 'interests' && (
        <LineList
          title="Interests"
          noun="Interest"
          items={data.interests}
          onChange={set('interests')}
          placeholder="Bouldering"
        />
      )}
      {section === 'references' && <ReferenceList items={data.references} onChange={set('references')} />}
      {section === 'other' && <OtherList items={data.other} onChange={set('other')} />}
    </Tabs>
  )
}
