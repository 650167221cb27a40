/** @jsxRuntime automatic @jsxImportSource react */
import { Link, Text, View } from '@react-pdf/renderer'
import type { PersonalInformation } from '@tailor/contracts'
import type { Theme } from '../theme.ts'
import { InlineList } from './inline-list.tsx'

interface Props {
  person: PersonalInformation
  theme: Theme
  /** Page margins, so a band header can bleed to the page edges. */
  margin: [number, number]
}

const linkedinUrl = (value: string) => (/^https?:\/\//i.test(value) ? value : `https://${value}`)
const displayUrl = (value: string) => value.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '')

/** Name, position and one contact line; shared by resumes and cover letters. */
export function ResumeHeader({ person, theme, margin }: Props) {
  const { colors, size, fonts } = theme
  const band = theme.header === 'band'
  const centered = theme.header === 'centered'
  const textColor = band ? colors.onPanel : colors.text
  const mutedColor = band ? colors.onPanelMuted : colors.muted
  const contact = [
    person.email ? (
      <Link key="email" src={`mailto:${person.email}`} style={{ color: mutedColor, textDecoration: 'none' }}>
        {person.email}
      </Link>
    ) : null,
    person.phone || null,
    person.location || null,
    person.linkedin ? (
      <Link
        key="linkedin"
        src={linkedinUrl(person.linkedin)}
        style={{ color: mutedColor, textDecoration: 'none' }}
      >
        {displayUrl(person.linkedin)}
      </Link>
    ) : null,
  ].filter((part) => part !== null)

  return (
    <View
      style={{
        alignItems: centered ? 'center' : 'flex-start',
        marginBottom: band ? 4 : 0,
        ...(band
          ? {
              backgroundColor: colors.panel,
              marginTop: -margin[0],
              marginHorizontal: -margin[1],
              paddingHorizontal: margin[1],
              paddingTop: margin[0] - 6,
              paddingBottom: 18,
            }
          : {}),
        ...(theme.heading === 'rule' && !band
          ? { borderBottomWidth: 1.5, borderBottomColor: colors.rule, paddingBottom: 9 }
          : {}),
      }}
    >
      {person.name ? (
        <Text
          style={{
            fontFamily: fonts.name,
            fontWeight: 700,
            fontSize: size.name,
            lineHeight: 1.15,
            color: band ? textColor : theme.header === 'left' ? colors.text : colors.accent,
          }}
        >
          {person.name}
        </Text>
      ) : null}
      {person.position ? (
        <Text
          style={{
            fontSize: size.position,
            lineHeight: 1.25,
            marginTop: 2,
            color: band ? colors.onPanelMuted : colors.accent,
            fontWeight: 600,
          }}
        >
          {person.position}
        </Text>
      ) : null}
      {contact.length > 0 ? (
        <View style={{ fontSize: size.small, color: mutedColor, marginTop: 5 }}>
          <InlineList items={contact} separator="   |   " separatorColor={mutedColor} centered={centered} />
        </View>
      ) : null}
    </View>
  )
}
