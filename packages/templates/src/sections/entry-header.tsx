/** @jsxRuntime automatic @jsxImportSource react */
import { Text, View } from '@react-pdf/renderer'
import type { Theme } from '../theme.ts'

interface Props {
  title: string
  subtitle: string
  dates: string
  theme: Theme
  /** In a narrow column dates go on their own line instead of the right edge. */
  narrow?: boolean
  /** One line whatever the theme says: short entries (degrees, certificates) read best that way. */
  inline?: boolean
}

/**
 * Title, organisation and dates of one entry. Each is its own text run on a line a parser can read:
 * "Title  Dates" then "Organisation", or "Title — Organisation  Dates" in the inline style.
 */
export function EntryHeader({ title, subtitle, dates, theme, narrow = false, inline = false }: Props) {
  const { colors, size, fonts } = theme
  const titleStyle = {
    fontFamily: fonts.body,
    fontWeight: 700,
    fontSize: size.entryTitle,
    color: colors.text,
    lineHeight: 1.3,
  } as const
  const subtitleStyle = {
    fontWeight: 600,
    color: theme.layout === 'labels' ? colors.muted : colors.accent,
  } as const
  const datesText = dates ? (
    <Text style={{ fontSize: size.small, color: colors.muted, marginLeft: narrow ? 0 : 10, lineHeight: 1.3 }}>
      {dates}
    </Text>
  ) : null

  if (narrow) {
    return (
      <View>
        {title ? <Text style={titleStyle}>{title}</Text> : null}
        {subtitle ? <Text style={{ ...subtitleStyle, fontSize: size.small }}>{subtitle}</Text> : null}
        {datesText}
      </View>
    )
  }
  if (inline || theme.entry === 'inline') {
    return (
      <View style={{ flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-end' }}>
        <Text style={{ ...titleStyle, flex: 1 }}>
          {title}
          {title && subtitle ? <Text style={{ fontWeight: 400, color: colors.muted }}>{' — '}</Text> : null}
          {subtitle ? <Text style={{ ...subtitleStyle, fontWeight: 400 }}>{subtitle}</Text> : null}
        </Text>
        {datesText}
      </View>
    )
  }
  return (
    <View>
      <View style={{ flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-end' }}>
        <Text style={{ ...titleStyle, flex: 1 }}>{title || subtitle}</Text>
        {datesText}
      </View>
      {title && subtitle ? <Text style={{ ...subtitleStyle, fontSize: size.body }}>{subtitle}</Text> : null}
    </View>
  )
}
