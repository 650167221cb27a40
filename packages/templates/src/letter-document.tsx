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

// Type and spacing by length: a short letter breathes, a long one (up to 600 words) still fits one page.
const fits = {
  short: { larger: 1.4, lineHeight: 1.5, gap: 11, margin: 46 },
  medium: { larger: 0.6, lineHeight: 1.42, gap: 8, margin: 40 },
  long: { larger: 0, lineHeight: 1.34, gap: 6, margin: 32 },
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
  // Letters breathe more than resumes: wider margins, larger type, looser lines, tightened for a long letter
  // so that up to about 450 words still fit on one page under the letterhead.
  const words = layout.paragraphs.join(' ').split(/\s+/).length
  const fit = words > 470 ? fits.long : words > 320 ? fits.medium : fits.short
  const margin: [number, number] = [Math.max(theme.margin[0], fit.margin), Math.max(theme.margin[1], 56)]
  const gap = fit.gap
  const last = layout.paragraphs.length - 1

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
          fontSize: theme.size.body + fit.larger,
          lineHeight: fit.lineHeight,
          color: theme.colors.text,
          paddingVertical: margin[0],
          paddingHorizontal: margin[1],
        }}
      >
        <ResumeHeader person={person} theme={theme} margin={margin} />
        <View style={{ marginTop: fit.gap * 2 }}>
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
          {layout.paragraphs.slice(0, last).map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs keep their order
            <Text key={index} style={{ marginTop: gap }}>
              {paragraph}
            </Text>
          ))}
          {/* The closing never stands alone on a page: it keeps the last paragraph with it. */}
          <View wrap={false}>
            {last >= 0 ? <Text style={{ marginTop: gap }}>{layout.paragraphs[last]}</Text> : null}
            <Text style={{ marginTop: gap * 1.5 }}>{layout.closing}</Text>
            {layout.signature ? (
              <Text style={{ marginTop: 4, fontWeight: 700 }}>{layout.signature}</Text>
            ) : null}
          </View>
        </View>
      </Page>
    </Document>
  )
}
