/** @jsxRuntime automatic @jsxImportSource react */
import { Document, Page, View } from '@react-pdf/renderer'
import type { ResumeData } from '@tailor/contracts'
import type { PageSize } from './page-size.ts'
import {
  awardEntries,
  languageItems,
  projectEntries,
  publicationEntries,
  volunteeringEntries,
} from './section-entries.ts'
import { CertificationsSection } from './sections/certifications-section.tsx'
import { EducationSection } from './sections/education-section.tsx'
import { EntriesSection } from './sections/entries-section.tsx'
import { ExperienceSection } from './sections/experience-section.tsx'
import { ReferencesSection } from './sections/references-section.tsx'
import { ResumeHeader } from './sections/resume-header.tsx'
import { SkillsSection } from './sections/skills-section.tsx'
import { SummarySection } from './sections/summary-section.tsx'
import type { Theme } from './theme.ts'

interface Props {
  /** Already cleaned with cleanResume. */
  data: ResumeData
  theme: Theme
  pageSize: PageSize
}

/** One resume: the theme picks fonts, colours and layout; the sections are the same for every template. */
export function ResumeDocument({ data, theme, pageSize }: Props) {
  const person = data.personal_information

  const main = (
    <>
      <SummarySection summary={data.professional_summary} theme={theme} />
      <ExperienceSection jobs={data.work_experience} theme={theme} />
      <EntriesSection title="Projects" entries={projectEntries(data)} theme={theme} />
      <EntriesSection title="Volunteering" entries={volunteeringEntries(data)} theme={theme} />
      <EntriesSection title="Publications" entries={publicationEntries(data)} theme={theme} inline />
      {data.other.map((section, index) => (
        <EntriesSection
          // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id and keep their order
          key={index}
          title={section.heading || 'Other'}
          entries={[{ title: '', subtitle: '', dates: '', lines: section.lines, bullets: [] }]}
          theme={theme}
        />
      ))}
    </>
  )
  const secondary = (aside: boolean) => (
    <>
      <SkillsSection skills={data.skills} theme={theme} aside={aside} />
      <EducationSection items={data.education} theme={theme} aside={aside} />
      <SkillsSection title="Languages" skills={languageItems(data)} theme={theme} aside={aside} />
      <CertificationsSection items={data.certifications} theme={theme} aside={aside} />
      <EntriesSection title="Awards" entries={awardEntries(data)} theme={theme} aside={aside} inline />
      <SkillsSection title="Interests" skills={data.interests} theme={theme} aside={aside} />
    </>
  )
  const noMain = data.professional_summary === '' && data.work_experience.length === 0

  return (
    <Document
      title={person.name ? `${person.name} – Resume` : 'Resume'}
      author={person.name || undefined}
      subject={person.position || undefined}
      creator="Tailor"
      producer="Tailor"
      language="en"
    >
      <Page
        size={pageSize}
        style={{
          fontFamily: theme.fonts.body,
          fontSize: theme.size.body,
          lineHeight: theme.lineHeight,
          color: theme.colors.text,
          paddingVertical: theme.margin[0],
          paddingHorizontal: theme.margin[1],
        }}
      >
        <ResumeHeader person={person} theme={theme} margin={theme.margin} />
        {theme.layout === 'sidebar' && !noMain ? (
          // Main column first in the content stream so summary and experience are read first,
          // drawn on the right by row-reverse.
          <View style={{ flexDirection: 'row-reverse' }}>
            <View
              style={{ flex: 1, paddingLeft: 16, borderLeftWidth: 0.8, borderLeftColor: theme.colors.rule }}
            >
              {main}
              <ReferencesSection items={data.references} theme={theme} />
            </View>
            <View style={{ width: theme.asideWidth, paddingRight: 14 }}>{secondary(true)}</View>
          </View>
        ) : (
          <>
            {main}
            {secondary(false)}
            <ReferencesSection items={data.references} theme={theme} />
          </>
        )}
      </Page>
    </Document>
  )
}
