/** @jsxRuntime automatic @jsxImportSource react */
import { Text, View } from '@react-pdf/renderer'
import type { Theme } from '../theme.ts'

interface Props {
  title: string
  theme: Theme
  /** Text on a coloured panel (sidebar) uses the panel's text colour. */
  onPanel?: boolean
}

/** A standard, real-text section heading ("Experience", "Skills"…) styled by the theme. */
export function SectionHeading({ title, theme, onPanel = false }: Props) {
  const { colors, size, fonts } = theme
  const color = onPanel ? colors.onPanel : theme.heading === 'plain' ? colors.muted : colors.accent
  const text = (
    <Text
      style={{
        fontFamily: fonts.heading,
        fontWeight: 700,
        fontSize: size.heading,
        lineHeight: 1.2,
        letterSpacing: theme.headingLetterSpacing,
        textTransform: theme.headingCase === 'upper' ? 'uppercase' : 'none',
        color,
      }}
    >
      {title}
    </Text>
  )
  if (theme.heading === 'rule') {
    return (
      <View style={{ flexDirection: 'row', alignItems: 'center' }}>
        {text}
        <View
          style={{ flexGrow: 1, marginLeft: 8, borderBottomWidth: 0.8, borderBottomColor: colors.rule }}
        />
      </View>
    )
  }
  if (theme.heading === 'underline') {
    return (
      <View style={{ borderBottomWidth: 0.8, borderBottomColor: colors.rule, paddingBottom: 2.5 }}>
        {text}
      </View>
    )
  }
  if (theme.heading === 'bar') {
    return (
      <View style={{ flexDirection: 'row', alignItems: 'center' }}>
        <View style={{ width: 3, height: size.heading, marginRight: 6, backgroundColor: color }} />
        {text}
      </View>
    )
  }
  return text
}
