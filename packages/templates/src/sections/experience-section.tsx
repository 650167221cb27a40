/** @jsxRuntime automatic @jsxImportSource react */
import { View } from '@react-pdf/renderer'
import type { WorkExperience } from '@tailor/contracts'
import type { Theme } from '../theme.ts'
import { BulletList } from './bullet-list.tsx'
import { EntryHeader } from './entry-header.tsx'
import { Gap } from './gap.tsx'
import { Section } from './section.tsx'

interface Props {
  jobs: ReadonlyArray<WorkExperience>
  theme: Theme
}

export function ExperienceSection({ jobs, theme }: Props) {
  if (jobs.length === 0) return null
  return (
    <Section title="Experience" theme={theme}>
      {jobs.map((job, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id and keep their order
        <View key={index}>
          {index > 0 ? <Gap height={theme.entryGap} /> : null}
          {/* keeps a job's title line with at least its first bullet */}
          <View wrap={false} minPresenceAhead={job.achievements.length > 0 ? 24 : 0}>
            <EntryHeader title={job.title} subtitle={job.company} dates={job.dates} theme={theme} />
          </View>
          {job.achievements.length > 0 ? <BulletList items={job.achievements} theme={theme} /> : null}
        </View>
      ))}
    </Section>
  )
}
