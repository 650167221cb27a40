import type { ResumeData } from '@tailor/contracts'
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx'
import { cleanResume } from '../clean-resume.ts'
import { type OutlineBlock, resumeOutline } from '../outline/resume-outline.ts'
import type { RenderOptions } from '../render-resume-pdf.tsx'
import { requireRenderableResume } from '../require-renderable-resume.ts'
import { requireResumeTheme } from '../resume-templates.ts'
import { docxPage, docxStyles } from './docx-styles.ts'

function toParagraph(block: OutlineBlock, centered: boolean): Paragraph {
  const alignment = centered ? 'center' : undefined
  switch (block.kind) {
    case 'name':
      return new Paragraph({ text: block.text, heading: HeadingLevel.TITLE, alignment })
    case 'position':
      return new Paragraph({ children: [new TextRun({ text: block.text, bold: true })], alignment })
    case 'contact':
      return new Paragraph({ text: block.text, alignment })
    case 'heading':
      return new Paragraph({ text: block.text, heading: HeadingLevel.HEADING_1 })
    case 'bullet':
      return new Paragraph({ text: block.text, bullet: { level: 0 } })
    case 'paragraph':
      return new Paragraph({ text: block.text })
    case 'entry': {
      // "Title — Organisation, Dates" on one bold line kept with its bullets. Not a Word heading: parsers
      // (Tailor's too) take heading-styled lines for section names.
      const runs = [new TextRun({ text: block.title, bold: true })]
      if (block.subtitle)
        runs.push(new TextRun({ text: block.title ? ` — ${block.subtitle}` : block.subtitle }))
      if (block.dates) runs.push(new TextRun({ text: `, ${block.dates}` }))
      return new Paragraph({ children: runs, style: 'Entry', keepNext: true })
    }
  }
}

/**
 * Renders a resume to an editable single-column DOCX in the template's fonts and colours: Word headings,
 * real bulleted lists, no tables or text boxes. Throws like renderResumePdf.
 */
export async function renderResumeDocx(data: ResumeData, options: RenderOptions): Promise<Uint8Array> {
  const theme = requireResumeTheme(options.template)
  const resume = requireRenderableResume(cleanResume(data))
  const centered = theme.header === 'centered'
  const person = resume.personal_information
  const document = new Document({
    creator: 'Tailor',
    title: person.name ? `${person.name} – Resume` : 'Resume',
    styles: docxStyles(theme),
    sections: [
      {
        properties: { page: docxPage(theme, options.pageSize ?? 'LETTER') },
        children: resumeOutline(resume).map((block) => toParagraph(block, centered)),
      },
    ],
  })
  return new Uint8Array(await Packer.toBuffer(document))
}
