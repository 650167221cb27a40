import mammoth from 'mammoth'
import { extractText, getDocumentProxy } from 'unpdf'
import WordExtractor from 'word-extractor'

/** The baseline's extraction: each library's plain-text output in its own order, no layout work. */
export async function naiveExtract(bytes: Uint8Array, format: string): Promise<string> {
  if (format === 'pdf') {
    const pdf = await getDocumentProxy(new Uint8Array(bytes))
    return (await extractText(pdf, { mergePages: true })).text
  }
  if (format === 'docx') return (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value
  if (format === 'doc') return (await new WordExtractor().extract(Buffer.from(bytes))).getBody()
  return new TextDecoder().decode(bytes)
}
