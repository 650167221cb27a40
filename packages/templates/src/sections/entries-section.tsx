/** @jsxRuntime automatic @jsxImportSource react */
import { Text, View } from '@react-pdf/renderer'
import type { Theme } from '../theme.ts'
import { BulletList } from './bullet-list.tsx'
import { EntryHeader } from './entry-header.tsx'
import { Gap } from './gap.tsx'
import { Section } from './section.tsx'

export interface SectionEntry {
  title: string
  subtitle: string
  dates: string
  /** A paragraph under the header (a project's description, a link, technologies). */
  lines: string[]
  bullets: string[]
}

interface Props {
  title: string
  entries: ReadonlyArray<SectionEntry>
  theme: Theme
  aside?: boolean
  /** One-line headers, for short entries (awards, publications). */
  inline?: boolean
}

/** Projects, volunteering, awards and publications: a header per entry, then its lines and bullets. */
export function EntriesSection({ title, entries, theme, aside, inline }: Props) {
  if (entries.length === 0) return null
  return (
    <Section title={title} theme={theme} aside={aside}>
      {entries.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id and keep their order
        <View key={index}>
          {index > 0 ? <Gap height={theme.entryGap * (inline ? 0.6 : 1)} /> : null}
          {entry.title || entry.subtitle || entry.dates ? (
            <View wrap={false} minPresenceAhead={entry.lines.length + entry.bullets.length > 0 ? 24 : 0}>
              <EntryHeader
                title={entry.title}
                subtitle={entry.subtitle}
                dates={entry.dates}
                theme={theme}
                narrow={aside}
                inline={inline}
              />
            </View>
          ) : null}
          {entry.lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat and never reorder within a render
            <Text key={i} style={{ marginTop: 1.5, fontSize: aside ? theme.size.small : theme.size.body }}>
              {line}
            </Text>
          ))}
          {entry.bullets.length > 0 ? <BulletList items={entry.bullets} theme={theme} /> : null}
        </View>
      ))}
    </Section>
  )
}
