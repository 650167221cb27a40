import type { ResumeData } from '@tailor/contracts'
import { extractDocument } from '../extract/extract-document.ts'
import { ExtractError } from '../extract/extract-error.ts'
import { checkRoundTrip, type RoundTripReport } from './check-round-trip.ts'
import { sectionStrings } from './section-strings.ts'

const NO_TEXT =
  'No text can be read from this file: its text is drawn as shapes (outlines) or pictures, so an applicant-tracking system sees an empty page.'

/**
 * Extracts a generated PDF or DOCX with the same extractor as uploads and checks it against the editor data.
 * A document without readable text fails with the reason instead of throwing.
 */
export async function checkDocument(
  data: ResumeData,
  bytes: Uint8Array,
  headings: ReadonlyArray<string>,
): Promise<RoundTripReport> {
  try {
    return checkRoundTrip(data, await extractDocument(bytes), headings)
  } catch (error) {
    if (!(error instanceof ExtractError) || error.code !== 'no_text') throw error
    const sections = sectionStrings(data).map(({ name, entries }) => ({
      name,
      kept: 0,
      lost: entries.flat(),
    }))
    return { score: 0, sections, problems: [NO_TEXT] }
  }
}
