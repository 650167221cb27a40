/** @jsxRuntime automatic @jsxImportSource react */
import { Text, View } from '@react-pdf/renderer'
import type { Theme } from '../theme.ts'

interface Props {
  items: ReadonlyArray<string>
  theme: Theme
}

/**
 * Achievements as real "•" bullets with a hanging indent. Returned as siblings, not wrapped in a view,
 * so the entry header's orphan control can see the first bullet. The bullet cell is narrow (a gap of
 * about a space): with a wider gap pdftotext read a column of bullets as a separate text column.
 * A bullet never splits across pages, or its "•" could stay behind while its text moves on.
 */
export function BulletList({ items, theme }: Props) {
  return items.map((item, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: bullets may repeat and never reorder within a render
    <View key={index} wrap={false} style={{ flexDirection: 'row', marginTop: index === 0 ? 2.5 : 1.5 }}>
      <Text style={{ width: 8, color: theme.colors.accent }}>•</Text>
      <Text style={{ flex: 1 }}>{item}</Text>
    </View>
  ))
}
