/** @jsxRuntime automatic @jsxImportSource react */
import { Text, View } from '@react-pdf/renderer'
import type { Theme } from '../theme.ts'
import { InlineList } from './inline-list.tsx'
import { Section } from './section.tsx'

interface Props {
  skills: ReadonlyArray<string>
  theme: Theme
  aside?: boolean
  /** The same list layout serves languages and interests. */
  title?: string
}

/**
 * Skills as a wrapping row of separated items, each kept whole so "Google Cloud" never breaks across
 * lines, or one per line in a narrow column. Separators are real text so extractors keep the items apart.
 */
export function SkillsSection({ skills, theme, aside, title = 'Skills' }: Props) {
  if (skills.length === 0) return null
  return (
    <Section title={title} theme={theme} aside={aside}>
      {theme.skills === 'list' ? (
        skills.map((skill) => (
          <View key={skill} wrap={false} style={{ flexDirection: 'row', marginTop: 1.5 }}>
            <Text style={{ width: 8, color: theme.colors.accent }}>•</Text>
            <Text style={{ flex: 1 }}>{skill}</Text>
          </View>
        ))
      ) : (
        <InlineList items={skills} separator={'  ·  '} separatorColor={theme.colors.muted} />
      )}
    </Section>
  )
}
