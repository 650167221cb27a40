import type { ExportFormat, ResumeData } from '@tailor/contracts'
import { api } from '../../../lib/api.ts'

export interface RenderInput {
  resume_data: ResumeData
  template: string
  tailoring_level?: number
  /** Given: the edits are saved to that analysis once the PDF renders. Omitted for previews. */
  tailored_resume_uuid?: string
  /** PDF unless another export format is asked for. */
  format?: ExportFormat
}

/** POST /api/v1/resume/render/ → the PDF (or the DOCX, text or JSON Resume file). */
export function renderResume(input: RenderInput, signal?: AbortSignal): Promise<Blob> {
  return api<Blob>('/api/v1/resume/render/', {
    method: 'POST',
    body: { ...input, template_id: input.template },
    responseType: 'blob',
    signal,
  })
}
