import type { DocumentLine } from './document-line.ts'
import { normalizeLine } from './normalize-line.ts'

/** Decodes plain text (UTF-8, or UTF-16 with a byte-order mark) into lines. */
export function extractText(bytes: Uint8Array): DocumentLine[] {
  const encoding =
    bytes[0] === 0xff && bytes[1] === 0xfe
      ? 'utf-16le'
      : bytes[0] === 0xfe && bytes[1] === 0xff
        ? 'utf-16be'
        : 'utf-8'
  return textToLines(new TextDecoder(encoding).decode(bytes))
}

export function textToLines(text: string): DocumentLine[] {
  return text
    .split(/\r\n?|\n/)
    .map((t) => normalizeLine(t))
    .filter(Boolean)
    .map((t) => ({ text: t, page: 1 }))
}
