import mammoth from 'mammoth'
import type { DocumentLine } from './document-line.ts'
import { ExtractError } from './extract-error.ts'
import { htmlToLines } from './html-to-lines.ts'
import { readDocxPartLines } from './read-docx-part-lines.ts'
import { readZipDirectory, readZipEntry, type ZipEntry } from './read-zip-directory.ts'

const MAX_ENTRIES = 2000
// The parts that get parsed as XML into the JS heap; a resume's are well under 1 MB.
const MAX_XML_BYTES = 10 * 1024 * 1024

// Word's "Title" style is the usual home of the candidate's name; mammoth drops it without a mapping.
const styleMap = ["p[style-name='Title'] => h1:fresh", "p[style-name='Subtitle'] => h2:fresh"]
// Images carry no text: mammoth would otherwise inline every one as base64.
const convertImage = mammoth.images.imgElement(async () => ({ src: '' }))

const tooComplex = () => new ExtractError('too_complex')

/**
 * Refuses zip bombs before mammoth reads anything: too many entries or declared bytes, then every entry
 * inflated for real within its declared size and the budget left, so a directory that lies is caught too.
 */
function requireSafeZip(bytes: Uint8Array, maxUnpackedBytes: number): ZipEntry[] {
  const entries = readZipDirectory(bytes)
  if (entries.length > MAX_ENTRIES) throw tooComplex()
  if (!entries.some((e) => e.name === 'word/document.xml')) throw new ExtractError('corrupt')
  const isXml = (e: ZipEntry) => /\.(xml|rels)$/i.test(e.name)
  const sum = (list: ZipEntry[]) => list.reduce((n, e) => n + e.size, 0)
  if (sum(entries) > maxUnpackedBytes || sum(entries.filter(isXml)) > MAX_XML_BYTES) throw tooComplex()
  for (const e of entries) readZipEntry(bytes, e)
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
  maxUnpackedBytes: number,
): Promise<{ pages: number; lines: DocumentLine[]; links: string[] }> {
  if (bytes[0] === 0xd0 && bytes[1] === 0xcf) throw new ExtractError('encrypted')
  const entries = requireSafeZip(bytes, maxUnpackedBytes)
  let html: string
  try {
    html = (await mammoth.convertToHtml({ buffer: Buffer.from(bytes) }, { styleMap, convertImage })).value
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
