/** @jsxRuntime automatic @jsxImportSource react */
import { Text, View } from '@react-pdf/renderer'
import type { Education } from '@tailor/contracts'
import { educationDetails } from '../section-entries.ts'
import type { Theme } from '../theme.ts'
import { EntryHeader } from './entry-header.tsx'
import { Section } from './section.tsx'

interface Props {
  items: ReadonlyArray<Education>
  theme: Theme
  aside?: boolean
}

export function EducationSection({ items, theme, aside }: Props) {
  if (items.length === 0) return null
  return (
    <Section title="Education" theme={theme} aside={aside}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id and keep their order
        <View key={index} wrap={false} style={{ marginTop: index === 0 ? 0 : theme.entryGap * 0.75 }}>
          <EntryHeader
            title={item.degree}
            subtitle={item.institution}
            dates={item.dates}
            theme={theme}
            narrow={aside}
            inline
          />
          {educationDetails(item).map((line) => (
            <Text key={line} style={{ marginTop: 1, fontSize: theme.size.small, color: theme.colors.muted }}>
              {line}
            </Text>
          ))}
        </View>
      ))}
    </Section>
  )
}
