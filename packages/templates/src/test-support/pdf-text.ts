import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * The text of each page as an applicant tracking system would read it, using poppler's pdftotext
 * (Debian: poppler-utils). Lines are trimmed; empty lines dropped. `raw` keeps content-stream order and
 * line-end hyphens, which the default reading-order mode silently joins.
 */
export function pdfPages(pdf: Uint8Array, { raw = false } = {}): string[][] {
  const dir = mkdtempSync(join(tmpdir(), 'tailor-templates-'))
  try {
    const file = join(dir, 'doc.pdf')
    writeFileSync(file, pdf)
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', ...(raw ? ['-raw'] : []), file, '-'], {
      encoding: 'utf8',
    })
    return text
      .split('\f')
      .slice(0, -1)
      .map((page) =>
        page
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Page count and size in points from the PDF's own page tree. */
export function pdfPageBoxes(pdf: Uint8Array): Array<[number, number]> {
  const source = Buffer.from(pdf).toString('latin1')
  return [...source.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((match) => [
    Math.round(Number(match[1])),
    Math.round(Number(match[2])),
  ])
}

/** Right edge, in points, of the right-most word on any page (pdftotext -bbox). */
export function pdfRightmostWordEdge(pdf: Uint8Array): number {
  const dir = mkdtempSync(join(tmpdir(), 'tailor-templates-'))
  try {
    const file = join(dir, 'doc.pdf')
    writeFileSync(file, pdf)
    const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' })
    return Math.max(...[...html.matchAll(/<word [^>]*xMax="([\d.]+)"/g)].map((match) => Number(match[1])))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
