/** @jsxRuntime automatic @jsxImportSource react */
import { Text, View } from '@react-pdf/renderer'
import type { Reference } from '@tailor/contracts'
import { joinPresent } from '../join-present.ts'
import type { Theme } from '../theme.ts'
import { InlineList } from './inline-list.tsx'
import { Section } from './section.tsx'

interface Props {
  items: ReadonlyArray<Reference>
  theme: Theme
}

// One column on purpose: side-by-side blocks get their lines interleaved by text extractors.
export function ReferencesSection({ items, theme }: Props) {
  if (items.length === 0) return null
  return (
    <Section title="References" theme={theme}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id and keep their order
        <View key={index} wrap={false} style={{ marginTop: index === 0 ? 0 : theme.entryGap * 0.6 }}>
          {item.name ? <Text style={{ fontWeight: 700, color: theme.colors.text }}>{item.name}</Text> : null}
          <View style={{ color: theme.colors.muted }}>
            <InlineList
              items={[joinPresent([item.title, item.company], ', '), item.phone, item.email].filter(Boolean)}
              separator={'  ·  '}
              separatorColor={theme.colors.muted}
            />
          </View>
        </View>
      ))}
    </Section>
  )
}
