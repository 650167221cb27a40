import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx'
import type { CaseLine } from './sections-case-lines.ts'

/** The lines as a Word document: a title, Heading 1 section headings and real bullet paragraphs. */
export async function sectionsCaseDocx(lines: CaseLine[]): Promise<Uint8Array> {
  const paragraphs = lines.map((l) =>
    l.kind === 'name'
      ? new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(l.text)] })
      : l.kind === 'heading'
        ? new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(l.text)] })
        : l.kind === 'bullet'
          ? new Paragraph({ text: l.text, bullet: { level: 0 } })
          : // A tab between title and dates is set as a separator, as Word users type it.
            new Paragraph({ children: [new TextRun(l.text.replace(/\t/g, ' | '))] }),
  )
  const doc = new Document({ sections: [{ children: paragraphs }] })
  return new Uint8Array(await Packer.toBuffer(doc))
}
