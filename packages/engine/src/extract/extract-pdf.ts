import { getDocumentProxy } from 'unpdf'
import { blankIconGlyphs } from './blank-icon-glyphs.ts'
import { buildPdfLines } from './build-pdf-lines.ts'
import type { DocumentLine } from './document-line.ts'
import { ExtractError, NO_TEXT_IN_PDF_MESSAGE } from './extract-error.ts'
import { measurePdfStreams } from './measure-pdf-streams.ts'
import { absorbIcons, type PdfTextItem } from './pdf-row.ts'
import { type PdfPage, stripPageFurniture } from './strip-page-furniture.ts'

interface RawItem {
  str?: string
  transform?: number[]
  width?: number
  fontName?: string
}

async function openPdf(bytes: Uint8Array) {
  try {
    // pdf.js detaches the buffer it is given: hand it a copy so the caller's bytes stay usable.
    return await getDocumentProxy(new Uint8Array(bytes), {
      isEvalSupported: false,
      stopAtErrors: false,
      verbosity: 0,
    })
  } catch (cause) {
    const name = (cause as { name?: string } | null)?.name
    if (name === 'PasswordException') throw new ExtractError('encrypted', undefined, { cause })
    throw new ExtractError('corrupt', undefined, { cause })
  }
}

/**
 * The targets of a PDF's URI link actions, read straight from the bytes: Chromium, Skia and most resume
 * builders write link annotations as plain objects, and pdf.js builds every annotation to read them (tens of
 * milliseconds a page).
 */
export function readLinkTargets(bytes: Uint8Array): string[] {
  // Fonts and images make up most of a file: find each "/URI" natively, decode only a window after it.
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const targets: string[] = []
  for (let at = buffer.indexOf('/URI'); at >= 0; at = buffer.indexOf('/URI', at + 4)) {
    const window = buffer.toString('latin1', at + 4, at + 2052)
    const literal = /^\s*\(((?:\\.|[^\\)])*)\)/.exec(window)
    const hex = /^\s*<([0-9A-Fa-f\s]*)>/.exec(window)
    if (literal) targets.push(literal[1]!.replace(/\\(.)/g, '$1'))
    else if (hex)
      targets.push(
        (hex[1]!.replace(/\s/g, '').match(/../g) ?? [])
          .map((h) => String.fromCharCode(Number.parseInt(h, 16)))
          .join(''),
      )
  }
  return targets
}

/**
 * PDF → lines, rebuilt from text positions, and the targets of its links (a "LinkedIn" label often links to
 * the profile it does not print). Sidebars come after the main column of every page. Refuses documents
 * whose streams unpack to more than `maxUnpackedBytes` before pdf.js sees them, and documents over the page
 * limit before reading any page.
 */
export async function extractPdf(
  bytes: Uint8Array,
  maxPages: number,
  maxUnpackedBytes: number,
): Promise<{ pages: number; lines: DocumentLine[]; links: string[] }> {
  if ((await measurePdfStreams(bytes, maxUnpackedBytes)) > maxUnpackedBytes)
    throw new ExtractError('too_complex')
  const pdf = await openPdf(bytes)
  try {
    if (pdf.numPages > maxPages) {
      throw new ExtractError(
        'too_many_pages',
        `This document has ${pdf.numPages} pages; the limit is ${maxPages}. Please upload a shorter resume.`,
      )
    }
    const read: { items: PdfTextItem[]; width: number; height: number }[] = []
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n)
      const content = await page.getTextContent()
      const items: PdfTextItem[] = (content.items as RawItem[]).flatMap((item) => {
        const t = item.transform
        if (!item.str || !t) return []
        const fontSize = Math.hypot(t[2]!, t[3]!)
        return [{ str: item.str, x: t[4]!, y: t[5]!, width: item.width ?? 0, fontSize, font: item.fontName }]
      })
      read.push({ items, width: page.view[2]! - page.view[0]!, height: page.view[3]! - page.view[1]! })
      page.cleanup()
    }
    // Icon fonts are told apart over the whole document, before any page drops its icons.
    const blanked = blankIconGlyphs(read.map((p) => p.items))
    const pages: (PdfPage & { width: number })[] = read.map((p, n) => ({
      ...p,
      items: absorbIcons(blanked[n]!),
    }))
    const { pages: kept, footer } = stripPageFurniture(pages)
    const lines: DocumentLine[] = []
    // A contact strip at the foot of the first page is read with the header.
    if (footer.length) lines.push(...buildPdfLines(footer, pages[0]!.width, 1))
    kept.forEach((items, n) => {
      if (items.length) lines.push(...buildPdfLines(items, pages[n]!.width, n + 1))
    })
    if (!lines.some((l) => /\p{L}{2}/u.test(l.text)))
      throw new ExtractError('no_text', NO_TEXT_IN_PDF_MESSAGE)
    const links = readLinkTargets(bytes)
    // Link annotations inside compressed object streams are out of a byte scan's reach; pdf.js reads them
    // (slowly), so only when a "LinkedIn" label has no profile address beside it.
    const text = lines.map((l) => l.text).join('\n')
    if (!links.length && /linkedin/i.test(text) && !/linkedin\.com\//i.test(text)) {
      for (let n = 1; n <= pdf.numPages; n++) {
        const page = await pdf.getPage(n)
        for (const annotation of (await page.getAnnotations()) as { url?: unknown }[])
          if (typeof annotation.url === 'string') links.push(annotation.url)
      }
    }
    return {
      pages: pdf.numPages,
      lines: [...lines.filter((l) => !l.sidebar), ...lines.filter((l) => l.sidebar)],
      links,
    }
  } catch (cause) {
    if (cause instanceof ExtractError) throw cause
    throw new ExtractError('corrupt', undefined, { cause })
  } finally {
    await pdf.destroy()
  }
}
