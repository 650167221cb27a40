import { cleanText } from '@tailor/contracts'
import { type DocumentFormat, detectFormat } from './detect-format.ts'
import type { DocumentLine } from './document-line.ts'
import { extractDoc } from './extract-doc.ts'
import { extractDocx } from './extract-docx.ts'
import { ExtractError, NO_TEXT_IN_PDF_MESSAGE } from './extract-error.ts'
import { extractPdf } from './extract-pdf.ts'
import { extractText } from './extract-text.ts'
import type { ExtractedDocument } from './extracted-document.ts'

export interface ExtractLimits {
  maxBytes?: number
  maxPages?: number
  /** The uploaded file's name: one ending in .pdf, .doc or .docx must not hold plain text. */
  filename?: string
  /** What a file may unpack to in all (PDF streams, DOCX entries), measured while unpacking. */
  maxUnpackedBytes?: number
}

export const DEFAULT_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxPages: 10,
  maxUnpackedBytes: 64 * 1024 * 1024,
} as const

// Fewer meaningful characters than this cannot be a resume (a 1-byte file, a stray newline).
const MIN_TEXT_CHARS = 10

async function extractLines(
  format: DocumentFormat,
  bytes: Uint8Array,
  maxPages: number,
  maxUnpackedBytes: number,
): Promise<{ pages: number; lines: DocumentLine[]; links: string[] }> {
  if (format === 'pdf') return extractPdf(bytes, maxPages, maxUnpackedBytes)
  if (format === 'docx') return extractDocx(bytes, maxUnpackedBytes)
  if (format === 'doc') return { ...(await extractDoc(bytes)), links: [] }
  return { pages: 1, lines: extractText(bytes), links: [] }
}

const claimed: Record<string, string> = { pdf: 'a PDF', doc: 'a Word document', docx: 'a Word document' }

/**
 * Plain text in a file named .pdf, .doc or .docx is refused rather than read as a resume: it is a renamed text
 * file or something saved under the wrong name (a web page's error text). A real document under another
 * document's name (a PDF named .docx) is read, since the bytes decide the type.
 */
function requireClaimedType(filename: string, format: DocumentFormat) {
  const extension = /\.([a-z]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? ''
  const claim = claimed[extension]
  if (!claim || format !== 'txt') return
  throw new ExtractError(
    'unsupported_type',
    `This file is named .${extension} but isn't ${claim}. Please upload the original PDF or DOCX file, or paste your resume text.`,
  )
}

/**
 * Reads a resume file into lines in reading order. The type comes from the bytes; every refusal is an
 * ExtractError with a message for the user (size, pages, unpacked size, type, damage, password, no text).
 */
export async function extractDocument(
  bytes: Uint8Array,
  limits: ExtractLimits = {},
): Promise<ExtractedDocument> {
  const maxBytes = limits.maxBytes ?? DEFAULT_LIMITS.maxBytes
  const maxPages = limits.maxPages ?? DEFAULT_LIMITS.maxPages
  const maxUnpackedBytes = limits.maxUnpackedBytes ?? DEFAULT_LIMITS.maxUnpackedBytes
  if (bytes.length === 0) throw new ExtractError('empty')
  if (bytes.length > maxBytes) {
    const mb = Math.round((maxBytes / 1024 / 1024) * 10) / 10
    throw new ExtractError('too_large', `The file is larger than ${mb} MB. Please upload a smaller file.`)
  }
  const format = detectFormat(bytes)
  if (!format) throw new ExtractError('unsupported_type')
  if (limits.filename) requireClaimedType(limits.filename, format)
  const { pages, lines, links } = await extractLines(format, bytes, maxPages, maxUnpackedBytes)
  const text = lines.map((l) => l.text).join('\n')
  if (text.replace(/\s/g, '').length < MIN_TEXT_CHARS) {
    if (format === 'txt') throw new ExtractError('empty')
    throw new ExtractError('no_text', format === 'pdf' ? NO_TEXT_IN_PDF_MESSAGE : undefined)
  }
  return { format, pages, lines, text, links: links.map(cleanText) }
}
