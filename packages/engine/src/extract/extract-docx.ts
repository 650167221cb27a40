import mammoth from 'mammoth'
import type { DocumentLine } from './document-line.ts'
import { ExtractError } from './extract-error.ts'
import { htmlToLines } from './html-to-lines.ts'
import { readDocxPartLines } from './read-docx-part-lines.ts'
import { readZipDirectory, readZipEntry, type ZipEntry } from './read-zip-directory.ts'

const MAX_UNPACKED_BYTES = 100 * 1024 * 1024
const MAX_ENTRIES = 2000

// Word's "Title" style is the usual home of the candidate's name; mammoth drops it without a mapping.
const styleMap = ["p[style-name='Title'] => h1:fresh", "p[style-name='Subtitle'] => h2:fresh"]

/** Refuses zip bombs before anything is inflated: too many entries or too many declared bytes. */
function requireSafeZip(bytes: Uint8Array): ZipEntry[] {
  const entries = readZipDirectory(bytes)
  const unpacked = entries.reduce((n, e) => n + e.size, 0)
  if (entries.length > MAX_ENTRIES || unpacked > MAX_UNPACKED_BYTES) {
    throw new ExtractError('corrupt', 'This DOCX file unpacks to an unusually large size and was not read.')
  }
  const main = entries.find((e) => e.name === 'word/document.xml')
  if (!main) throw new ExtractError('corrupt')
  // Inflate the XML parts within their declared sizes, so a directory that lies about sizes is caught here.
  for (const e of entries) if (e.name.endsWith('.xml')) readZipEntry(bytes, e)
  return entries
}

function readPartLines(bytes: Uint8Array, entries: ZipEntry[], pattern: RegExp): DocumentLine[] {
  const seen = new Set<string>()
  return entries
    .filter((e) => pattern.test(e.name))
    .flatMap((e) => readDocxPartLines(new TextDecoder().decode(readZipEntry(bytes, e))))
    .filter((text) => !seen.has(text) && seen.add(text))
    .map((text) => ({ text, page: 1 }))
}

/**
 * DOCX → lines: page header lines (often the contact line), the body through mammoth, then footer lines;
 * and the body's hyperlink targets.
 */
export async function extractDocx(
  bytes: Uint8Array,
): Promise<{ pages: number; lines: DocumentLine[]; links: string[] }> {
  if (bytes[0] === 0xd0 && bytes[1] === 0xcf) throw new ExtractError('encrypted')
  const entries = requireSafeZip(bytes)
  let html: string
  try {
    html = (await mammoth.convertToHtml({ buffer: Buffer.from(bytes) }, { styleMap })).value
  } catch (cause) {
    throw new ExtractError('corrupt', undefined, { cause })
  }
  const body = htmlToLines(html)
  const bodyTexts = new Set(body.map((l) => l.text))
  const notInBody = (l: DocumentLine) => !bodyTexts.has(l.text)
  const lines = [
    ...readPartLines(bytes, entries, /^word\/header\d*\.xml$/).filter(notInBody),
    ...body,
    ...readPartLines(bytes, entries, /^word\/footer\d*\.xml$/).filter(notInBody),
  ]
  if (!lines.some((l) => /\p{L}{2}/u.test(l.text))) throw new ExtractError('no_text')
  const links = [...html.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))
  return { pages: 1, lines, links }
}
