/** @jsxRuntime automatic @jsxImportSource react */
import { View } from '@react-pdf/renderer'
import type { Certification } from '@tailor/contracts'
import type { Theme } from '../theme.ts'
import { EntryHeader } from './entry-header.tsx'
import { Section } from './section.tsx'

interface Props {
  items: ReadonlyArray<Certification>
  theme: Theme
  aside?: boolean
}

export function CertificationsSection({ items, theme, aside }: Props) {
  if (items.length === 0) return null
  return (
    <Section title="Certifications" theme={theme} aside={aside}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id and keep their order
        <View key={index} wrap={false} style={{ marginTop: index === 0 ? 0 : theme.entryGap * 0.5 }}>
          <EntryHeader
            title={item.name}
            subtitle={item.issuer}
            dates={item.date}
            theme={theme}
            narrow={aside}
            inline
          />
        </View>
      ))}
    </Section>
  )
}
