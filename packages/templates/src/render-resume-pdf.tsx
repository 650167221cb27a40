/** @jsxRuntime automatic @jsxImportSource react */
import { renderToBuffer } from '@react-pdf/renderer'
import type { ResumeData } from '@tailor/contracts'
import { cleanResume } from './clean-resume.ts'
import { registerFonts } from './fonts/register-fonts.ts'
import type { PageSize } from './page-size.ts'
import { requireRenderableResume } from './require-renderable-resume.ts'
import { ResumeDocument } from './resume-document.tsx'
import { requireResumeTheme } from './resume-templates.ts'

export interface RenderOptions {
  template: string
  pageSize?: PageSize
}

/**
 * Renders a resume to PDF bytes with one of resumeTemplates. Throws UnknownTemplateError for an unknown
 * id and DocumentTooLongError when there is more text than a render may take on.
 */
export async function renderResumePdf(data: ResumeData, options: RenderOptions): Promise<Uint8Array> {
  const theme = requireResumeTheme(options.template)
  const resume = requireRenderableResume(cleanResume(data))
  registerFonts()
  const buffer = await renderToBuffer(
    <ResumeDocument data={resume} theme={theme} pageSize={options.pageSize ?? 'LETTER'} />,
  )
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength)
}
