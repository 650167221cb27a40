/** @jsxRuntime automatic @jsxImportSource react */
import { renderToBuffer } from '@react-pdf/renderer'
import type { CoverLetterDocument as Letter } from './cover-letter-document-type.ts'
import { requireCoverLetterTheme } from './cover-letter-templates.ts'
import { registerFonts } from './fonts/register-fonts.ts'
import { LetterDocument } from './letter-document.tsx'
import type { RenderOptions } from './render-resume-pdf.tsx'
import { requireRenderableLetter } from './require-renderable-letter.ts'

/** Renders a cover letter to PDF bytes; throws UnknownTemplateError for an id not in coverLetterTemplates. */
export async function renderCoverLetterPdf(letter: Letter, options: RenderOptions): Promise<Uint8Array> {
  const theme = requireCoverLetterTheme(options.template)
  requireRenderableLetter(letter)
  registerFonts()
  const buffer = await renderToBuffer(
    <LetterDocument letter={letter} theme={theme} pageSize={options.pageSize ?? 'LETTER'} />,
  )
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength)
}
