import type { DocumentFormat } from './detect-format.ts'
import type { DocumentLine } from './document-line.ts'

/** What extraction hands to parsing. Kept apart from the readers so that parsing needs no Node types. */
export interface ExtractedDocument {
  format: DocumentFormat
  pages: number
  lines: DocumentLine[]
  text: string
  /** Link targets (PDF link annotations, DOCX hyperlinks): a profile behind a "LinkedIn" label. */
  links: string[]
}
