/** @jsxRuntime automatic @jsxImportSource react */
import { Document, Page, Text, View } from '@react-pdf/renderer'
import type { CoverLetterDocument as Letter } from './cover-letter-document-type.ts'
import type { PageSize } from './page-size.ts'
import { ResumeHeader } from './sections/resume-header.tsx'
import { splitLetterContent } from './split-letter-content.ts'
import type { Theme } from './theme.ts'

interface Props {
  letter: Letter
  theme: Theme
  pageSize: PageSize
}

const clean = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim()

/** A one-page business letter under the same letterhead as the matching resume template. */
export function LetterDocument({ letter, theme, pageSize }: Props) {
  const sender = letter.sender
  const person = {
    name: clean(sender.name),
    email: clean(sender.email),
    phone: clean(sender.phone),
    location: clean(sender.location),
    linkedin: clean(sender.linkedin),
    position: '',
  }
  const manager = clean(letter.hiring_manager)
  const company = clean(letter.company_name)
  const jobTitle = clean(letter.job_title)
  const { paragraphs, hasSalutation, hasSignOff } = splitLetterContent(letter.content)
  // Letters breathe more than resumes: wider margins, larger type, looser lines.
  const margin: [number, number] = [Math.max(theme.margin[0], 46), Math.max(theme.margin[1], 60)]
  const gap = 11

  return (
    <Document
      title={jobTitle ? `Cover letter – ${jobTitle}${company ? ` at ${company}` : ''}` : 'Cover letter'}
      author={person.name || undefined}
      creator="Tailor"
      producer="Tailor"
      language="en"
    >
      <Page
        size={pageSize}
        style={{
          fontFamily: theme.fonts.body,
          fontSize: theme.size.body + 1.4,
          lineHeight: 1.5,
          color: theme.colors.text,
          paddingVertical: margin[0],
          paddingHorizontal: margin[1],
        }}
      >
        <ResumeHeader person={person} theme={theme} margin={margin} />
        <View style={{ marginTop: 26 }}>
          {letter.date.trim() ? (
            <Text style={{ color: theme.colors.muted }}>{letter.date.trim()}</Text>
          ) : null}
          {manager || company ? (
            <View style={{ marginTop: gap }}>
              {manager ? <Text>{manager}</Text> : null}
              {company ? <Text>{company}</Text> : null}
            </View>
          ) : null}
          {jobTitle ? (
            <Text style={{ marginTop: gap, fontWeight: 700, color: theme.colors.accent }}>
              {`Application for ${jobTitle}`}
            </Text>
          ) : null}
          {hasSalutation ? null : (
            <Text style={{ marginTop: gap }}>{manager ? `Dear ${manager},` : 'Dear Hiring Manager,'}</Text>
          )}
          {paragraphs.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs keep their order
            <Text key={index} style={{ marginTop: gap }}>
              {paragraph}
            </Text>
          ))}
          {hasSignOff ? null : (
            <View wrap={false} style={{ marginTop: gap * 1.5 }}>
              <Text>Sincerely,</Text>
              {person.name ? <Text style={{ marginTop: 4, fontWeight: 700 }}>{person.name}</Text> : null}
            </View>
          )}
        </View>
      </Page>
    </Document>
  )
}
