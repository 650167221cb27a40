import WordExtractor from 'word-extractor'
import type { DocumentLine } from './document-line.ts'
import { ExtractError } from './extract-error.ts'
import { normalizeLine } from './normalize-line.ts'

// word-extractor's bundled types omit the filterUnicode option its methods accept.
interface DocText {
  getBody(o: { filterUnicode: boolean }): string
  getHeaders(o: { filterUnicode: boolean; includeFooters: boolean }): string
  getTextboxes(o: { filterUnicode: boolean; includeHeadersAndFooters: boolean; includeBody: boolean }): string
}

const toLines = (text: string): DocumentLine[] =>
  text
    .split('\n')
    .map((t) => normalizeLine(t))
    .filter(Boolean)
    .map((t) => ({ text: t, page: 1 }))

/** Legacy Word .doc → lines: page headers, body, then text boxes. */
export async function extractDoc(bytes: Uint8Array): Promise<{ pages: number; lines: DocumentLine[] }> {
  let doc: DocText
  try {
    doc = (await new WordExtractor().extract(Buffer.from(bytes))) as unknown as DocText
  } catch (cause) {
    throw new ExtractError('corrupt', undefined, { cause })
  }
  // filterUnicode: false keeps ’ and – instead of turning them into ASCII look-alikes.
  const keep = { filterUnicode: false }
  const body = toLines(doc.getBody(keep))
  const bodyTexts = new Set(body.map((l) => l.text))
  const extra = (text: string) => toLines(text).filter((l) => !bodyTexts.has(l.text))
  const lines = [
    ...extra(doc.getHeaders({ ...keep, includeFooters: false })),
    ...body,
    ...extra(doc.getTextboxes({ ...keep, includeHeadersAndFooters: false, includeBody: true })),
  ]
  if (!lines.some((l) => /\p{L}{2}/u.test(l.text))) throw new ExtractError('no_text')
  return { pages: 1, lines }
}
