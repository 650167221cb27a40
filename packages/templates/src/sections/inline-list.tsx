/** @jsxRuntime automatic @jsxImportSource react */
import { Text, View } from '@react-pdf/renderer'
import type { ReactNode } from 'react'

interface Props {
  items: ReadonlyArray<ReactNode>
  separator: string
  separatorColor: string
  centered?: boolean
}

/**
 * Items on a wrapping line with real-text separators. Each item is its own text box, so a line wraps
 * between items, never inside "Google Cloud" or an e-mail address (where textkit would add a hyphen).
 */
export function InlineList({ items, separator, separatorColor, centered = false }: Props) {
  return (
    <View
      style={{ flexDirection: 'row', flexWrap: 'wrap', justifyContent: centered ? 'center' : 'flex-start' }}
    >
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: items may repeat and keep their order
        <Text key={index}>
          {item}
          {index < items.length - 1 ? <Text style={{ color: separatorColor }}>{separator}</Text> : null}
        </Text>
      ))}
    </View>
  )
}
