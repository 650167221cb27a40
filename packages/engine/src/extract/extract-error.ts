export type ExtractErrorCode =
  | 'unsupported_type'
  | 'empty'
  | 'corrupt'
  | 'encrypted'
  | 'too_large'
  | 'too_complex'
  | 'too_many_pages'
  | 'no_text'

export const NO_TEXT_IN_PDF_MESSAGE =
  "We couldn't find any text in this PDF. Please upload a text-based PDF or paste your resume text."

const defaultMessages: Record<ExtractErrorCode, string> = {
  unsupported_type:
    "This file type isn't supported. Please upload a PDF, DOCX or DOC file, or paste your resume text.",
  empty: 'The file is empty. Please upload your resume again or paste your resume text.',
  corrupt:
    "We couldn't read this file; it may be damaged. Please save it again as PDF or DOCX, or paste your resume text.",
  encrypted:
    'This file is password-protected. Please remove the password and upload it again, or paste your resume text.',
  too_large: 'The file is too large. Please upload a smaller file.',
  too_complex:
    'This file is too large or complex to read. Please save it again as a simpler PDF or DOCX, or paste your resume text.',
  too_many_pages: 'The document has too many pages. Please upload a shorter resume.',
  no_text:
    "We couldn't find any text in this document. Please upload a text-based file or paste your resume text.",
}

/** A file the engine refuses to read; `message` is safe to show to the user as is. */
export class ExtractError extends Error {
  override readonly name = 'ExtractError'
  readonly code: ExtractErrorCode

  constructor(code: ExtractErrorCode, message = defaultMessages[code], options?: { cause?: unknown }) {
    super(message, options)
    this.code = code
  }
}
