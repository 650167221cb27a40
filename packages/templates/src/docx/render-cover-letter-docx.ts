import { letterLayout } from '@tailor/contracts'
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx'
import type { CoverLetterDocument as Letter } from '../cover-letter-document-type.ts'
import { requireCoverLetterTheme } from '../cover-letter-templates.ts'
import { joinPresent } from '../join-present.ts'
import type { RenderOptions } from '../render-resume-pdf.tsx'
import { requireRenderableLetter } from '../require-renderable-letter.ts'
import { docxPage, docxStyles } from './docx-styles.ts'

const spaced = (text: string, bold = false) =>
  new Paragraph({ children: [new TextRun({ text, bold })], spacing: { after: 200 } })

/** Renders a cover letter to an editable DOCX under the same letterhead as the PDF. */
export async function renderCoverLetterDocx(letter: Letter, options: RenderOptions): Promise<Uint8Array> {
  const theme = requireCoverLetterTheme(options.template)
  requireRenderableLetter(letter)
  const layout = letterLayout({
    content: letter.content,
    sender: letter.sender,
    jobTitle: letter.job_title,
    company: letter.company_name,
    hiringManager: letter.hiring_manager,
    date: letter.date,
  })
  const sender = layout.sender
  const contact = joinPresent([sender.email, sender.phone, sender.linkedin, sender.location], ' | ')
  const alignment = theme.header === 'centered' ? 'center' : undefined
  const children = [
    ...(sender.name ? [new Paragraph({ text: sender.name, heading: HeadingLevel.TITLE, alignment })] : []),
    ...(contact ? [new Paragraph({ text: contact, alignment, spacing: { after: 400 } })] : []),
    ...(layout.date ? [spaced(layout.date)] : []),
    ...layout.recipient.map((line) => new Paragraph({ text: line })),
    ...(layout.subject ? [spaced(layout.subject, true)] : []),
    spaced(layout.salutation),
    ...layout.paragraphs.map((paragraph) => spaced(paragraph)),
    new Paragraph({ text: layout.closing }),
    ...(layout.signature
      ? [new Paragraph({ children: [new TextRun({ text: layout.signature, bold: true })] })]
      : []),
  ]
  const document = new Document({
    creator: 'Tailor',
    title: 'Cover letter',
    styles: docxStyles(theme),
    sections: [{ properties: { page: docxPage(theme, options.pageSize ?? 'LETTER') }, children }],
  })
  return new Uint8Array(await Packer.toBuffer(document))
}
