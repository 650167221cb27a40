import { checkDocument } from '@tailor/engine'
import {
  renderResumeDocx,
  renderResumePdf,
  resumeHeadings,
  resumeTemplates,
  sampleResume,
} from '@tailor/templates'

export type AtsScores = Record<string, { pdf: number; docx: number }>

/** Each template's ATS round-trip score on the sample resume, as PDF and as Word file. */
export async function measureAtsScores(): Promise<AtsScores> {
  const headings = resumeHeadings(sampleResume)
  const scores: AtsScores = {}
  for (const { id } of resumeTemplates) {
    const pdf = await checkDocument(
      sampleResume,
      await renderResumePdf(sampleResume, { template: id }),
      headings,
    )
    const docx = await checkDocument(
      sampleResume,
      await renderResumeDocx(sampleResume, { template: id }),
      headings,
    )
    scores[id] = { pdf: pdf.score, docx: docx.score }
  }
  return scores
}
