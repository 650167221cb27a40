/** @jsxRuntime automatic @jsxImportSource react */
import { Document, Page, Text, View } from '@react-pdf/renderer'
import { letterLayout } from '@tailor/contracts'
import type { CoverLetterDocument as Letter } from './cover-letter-document-type.ts'
import type { PageSize } from './page-size.ts'
import { ResumeHeader } from './sections/resume-header.tsx'
import type { Theme } from './theme.ts'

interface Props {
  letter: Letter
  theme: Theme
  pageSize: PageSize
}

/** A one-page business letter under the same letterhead as the matching resume template. */
export function LetterDocument({ letter, theme, pageSize }: Props) {
  const layout = letterLayout({
    content: letter.content,
    sender: letter.sender,
    jobTitle: letter.job_title,
    company: letter.company_name,
    hiringManager: letter.hiring_manager,
    date: letter.date,
  })
  const person = { ...layout.sender, position: '' }
  // Letters breathe more than resumes: wider margins, larger type, looser lines.
  const margin: [number, number] = [Math.max(theme.margin[0], 46), Math.max(theme.margin[1], 60)]
  const gap = 11

  return (
    <Document
      title={layout.subject ? `Cover letter – ${layout.subject.slice(4)}` : 'Cover letter'}
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
          {layout.date ? <Text style={{ color: theme.colors.muted }}>{layout.date}</Text> : null}
          {layout.recipient.length ? (
            <View style={{ marginTop: gap }}>
              {layout.recipient.map((line) => (
                <Text key={line}>{line}</Text>
              ))}
            </View>
          ) : null}
          {layout.subject ? (
            <Text style={{ marginTop: gap, fontWeight: 700, color: theme.colors.accent }}>
              {layout.subject}
            </Text>
          ) : null}
          <Text style={{ marginTop: gap }}>{layout.salutation}</Text>
          {layout.paragraphs.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs keep their order
            <Text key={index} style={{ marginTop: gap }}>
              {paragraph}
            </Text>
          ))}
          <View wrap={false} style={{ marginTop: gap * 1.5 }}>
            <Text>{layout.closing}</Text>
            {layout.signature ? (
              <Text style={{ marginTop: 4, fontWeight: 700 }}>{layout.signature}</Text>
            ) : null}
          </View>
        </View>
      </Page>
    </Document>
  )
}
