import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { extractDocument } from './extract-document.ts'
import { ExtractError, type ExtractErrorCode, NO_TEXT_IN_PDF_MESSAGE } from './extract-error.ts'
import { deflateRepeated, docxWith, pdfWithStream, zipOf, zlibRepeated } from './test-bombs.ts'

const MB = 1024 * 1024
const GB = 1024 * MB

const fixture = (path: string) =>
  new Uint8Array(readFileSync(new URL(`../../corpus/${path}`, import.meta.url)))

async function codeOf(
  bytes: Uint8Array,
  limits?: Parameters<typeof extractDocument>[1],
): Promise<ExtractErrorCode> {
  try {
    await extractDocument(bytes, limits)
  } catch (error) {
    expect(error).toBeInstanceOf(ExtractError)
    expect((error as ExtractError).message.length).toBeGreaterThan(20)
    return (error as ExtractError).code
  }
  throw new Error('expected an ExtractError')
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const UNSTORABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDFFF]/u

describe('extractDocument', () => {
  it('drops the U+0000 an icon font extracts to, keeping the text around it', async () => {
    const doc = await extractDocument(fixture('held-out/files/marketing-sofia-rossi.pdf'))
    expect(doc.text).toMatch(/Sofia Rossi/i)
    expect(doc.text).not.toMatch(UNSTORABLE)
  })

  it('reads UTF-16 text with NUL characters and lone surrogates as clean text', async () => {
    const text = 'Maria\u0000 Lopez\nmaria@example.com\nSkills\nPy\uD800thon, Go'
    const bytes = new Uint8Array([0xff, 0xfe, ...Buffer.from(text, 'utf16le')])
    const doc = await extractDocument(bytes)
    expect(doc.format).toBe('txt')
    // The decoder itself turns the lone surrogate into U+FFFD, which is storable.
    expect(doc.text).toBe('Maria Lopez\nmaria@example.com\nSkills\nPy\uFFFDthon, Go')
  })

  it('reads a PDF into lines in reading order with the name first', async () => {
    const doc = await extractDocument(fixture('pdf/zoe-orsted-ux.pdf'))
    expect(doc.format).toBe('pdf')
    expect(doc.pages).toBe(1)
    expect(doc.lines[0]!.text).toBe('Zoë Ørsted')
    expect(doc.text).toContain('zoe.orsted@postmail.dk')
  })

  it('reads the sidebar and the main column of a two-column PDF separately', async () => {
    const doc = await extractDocument(fixture('pdf/zoe-orsted-ux.two-column.pdf'))
    const texts = doc.lines.map((l) => l.text)
    expect(texts).toContain('• Figma')
    expect(texts).toContain('Senior UX Designer\tMar 2021 – Present')
  })

  it('reads the link targets of a PDF, such as a profile behind a "LinkedIn" label', async () => {
    const doc = await extractDocument(fixture('held-out/files/designer-lena-fischer.pdf'))
    expect(doc.links).toContain('https://www.linkedin.com/in/lenafischer')
    expect(doc.text).not.toContain('linkedin.com')
  })

  it('keeps the contact line from a DOCX page header', async () => {
    const doc = await extractDocument(fixture('docx/zoe-orsted-ux.docx'))
    expect(doc.format).toBe('docx')
    expect(doc.lines[0]!.text).toContain('zoe.orsted@postmail.dk')
  })

  it('reads legacy .doc and plain text', async () => {
    expect((await extractDocument(fixture('doc/zoe-orsted-ux.doc'))).text).toContain('Nordlys Bank')
    expect((await extractDocument(fixture('txt/zoe-orsted-ux.txt'))).format).toBe('txt')
  })

  it('refuses plain text named as a PDF or Word file, and lets the bytes decide otherwise', async () => {
    const text = fixture('txt/zoe-orsted-ux.txt')
    expect(await codeOf(text, { filename: 'cv.pdf' })).toBe('unsupported_type')
    expect(await codeOf(text, { filename: 'cv.docx' })).toBe('unsupported_type')
    await expect(extractDocument(text, { filename: 'cv.PDF' })).rejects.toThrow(/named \.pdf but isn't a PDF/)
    expect((await extractDocument(text, { filename: 'cv.txt' })).format).toBe('txt')
    expect((await extractDocument(text, { filename: 'resume' })).format).toBe('txt')
    expect((await extractDocument(fixture('pdf/zoe-orsted-ux.pdf'), { filename: 'cv.docx' })).format).toBe(
      'pdf',
    )
    expect((await extractDocument(fixture('doc/zoe-orsted-ux.doc'), { filename: 'cv.docx' })).format).toBe(
      'doc',
    )
  })

  it('does not detach or change the caller’s bytes', async () => {
    const bytes = fixture('hostile/minimal.pdf')
    await extractDocument(bytes)
    expect(bytes.byteLength).toBe(621)
  })

  it('refuses an empty file and a one-byte file', async () => {
    expect(await codeOf(new Uint8Array())).toBe('empty')
    expect(await codeOf(fixture('hostile/one-byte.pdf'))).toBe('empty')
  })

  it('refuses binary garbage named .pdf as an unsupported type', async () => {
    expect(await codeOf(fixture('hostile/garbage.pdf'))).toBe('unsupported_type')
  })

  it('refuses truncated and corrupt PDFs', async () => {
    expect(await codeOf(fixture('hostile/truncated.pdf'))).toBe('corrupt')
    expect(await codeOf(fixture('hostile/corrupt.pdf'))).toBe('corrupt')
  })

  it('refuses truncated and corrupt DOCX files', async () => {
    expect(await codeOf(fixture('hostile/truncated.docx'))).toBe('corrupt')
    expect(await codeOf(fixture('hostile/corrupt.docx'))).toBe('corrupt')
  })

  it('refuses a password-protected PDF', async () => {
    expect(await codeOf(fixture('hostile/encrypted.pdf'))).toBe('encrypted')
  })

  it('tells the user a scanned PDF has no text, in the agreed words', async () => {
    await expect(extractDocument(fixture('hostile/scan.pdf'))).rejects.toThrow(NO_TEXT_IN_PDF_MESSAGE)
  })

  it('stops a 500-page PDF at the page limit before reading pages', async () => {
    expect(await codeOf(fixture('hostile/500-pages.pdf'))).toBe('too_many_pages')
  })

  it('honours caller limits for size and pages', async () => {
    expect(await codeOf(fixture('pdf/zoe-orsted-ux.pdf'), { maxBytes: 1000 })).toBe('too_large')
    expect(await codeOf(fixture('hostile/500-pages.pdf'), { maxPages: 600, maxBytes: 10_000 })).toBe(
      'too_large',
    )
  })

  it('refuses DOCX zip bombs without inflating them, whether the directory is honest or lies', async () => {
    const before = process.memoryUsage().arrayBuffers
    expect(await codeOf(fixture('hostile/zip-bomb.docx'))).toBe('too_complex')
    expect(await codeOf(fixture('hostile/zip-bomb-lying.docx'))).toBe('corrupt')
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(50 * 1024 * 1024)
  })

  it('refuses a PDF whose 1 MB stream inflates to 1 GB, before pdf.js holds it', async () => {
    const rss = process.memoryUsage().rss
    expect(await codeOf(pdfWithStream(zlibRepeated(GB), '/FlateDecode'))).toBe('too_complex')
    expect(process.memoryUsage().rss - rss).toBeLessThan(100 * MB)
  })

  it('measures every DOCX entry while inflating it, not only the XML parts', async () => {
    const rss = process.memoryUsage().rss
    const lying = { name: 'word/_rels/document.xml.rels', deflated: deflateRepeated(GB), size: 200 }
    expect(await codeOf(docxWith([lying]))).toBe('corrupt')
    const image = { name: 'word/media/image1.png', deflated: deflateRepeated(GB), size: 4000 }
    expect(await codeOf(docxWith([image]))).toBe('corrupt')
    expect(process.memoryUsage().rss - rss).toBeLessThan(100 * MB)
  })

  it('refuses an honest but huge DOCX before parsing it, and reads one with a large image', async () => {
    const huge = { name: 'word/document.xml', deflated: deflateRepeated(95 * MB), size: 95 * MB }
    expect(await codeOf(zipOf([huge]))).toBe('too_complex')
    const styles = { name: 'word/styles.xml', deflated: deflateRepeated(12 * MB), size: 12 * MB }
    expect(await codeOf(docxWith([styles]))).toBe('too_complex')
    const photo = { name: 'word/media/image1.png', deflated: deflateRepeated(20 * MB), size: 20 * MB }
    expect((await extractDocument(docxWith([photo]))).text).toContain('Jane Roe')
    expect(await codeOf(docxWith([photo]), { maxUnpackedBytes: 10 * MB })).toBe('too_complex')
  })
})
