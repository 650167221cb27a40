/** @jsxRuntime automatic @jsxImportSource react */
import { Text } from '@react-pdf/renderer'
import type { Theme } from '../theme.ts'
import { Section } from './section.tsx'

interface Props {
  summary: string
  theme: Theme
}

export function SummarySection({ summary, theme }: Props) {
  const paragraphs = summary
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
  if (paragraphs.length === 0) return null
  return (
    <Section title="Summary" theme={theme}>
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs keep their order
        <Text key={index} style={{ marginTop: index === 0 ? 0 : 4 }}>
          {paragraph}
        </Text>
      ))}
    </Section>
  )
}
