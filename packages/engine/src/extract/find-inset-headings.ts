import type { PdfRow } from './pdf-row.ts'

// A short title: capitalised words, "and", "of" or "&" between them ("Work Experience", "Skills & Tools").
const title = /^\p{Lu}[\p{L}'’-]*(?: (?:\p{Lu}[\p{L}'’-]*|and|of|&))*$/u

/**
 * Headings set in from the text's left edge at body type (a heading drawn in a box or picture placed right
 * of the paragraph indent: pas-cv), which would otherwise read as one-item lists. Each is a short title with
 * the rows above and below it starting further left, and at least two of them share their x down the block;
 * list items indented like that come in runs at one x, or read as sentences or terms with punctuation.
 */
export function findInsetHeadings(rows: PdfRow[]): Set<PdfRow> {
  const alone = rows.filter((row, i) => {
    const above = rows[i - 1]
    const below = rows[i + 1]
    return (
      above !== undefined &&
      below !== undefined &&
      !row.heading &&
      row.cell === undefined &&
      row.cells.length === 1 &&
      row.text.split(' ').length <= 4 &&
      title.test(row.text) &&
      above.x < row.x - 6 &&
      below.x < row.x - 6
    )
  })
  return new Set(
    alone.filter((row) => alone.some((other) => other !== row && Math.abs(other.x - row.x) <= 2)),
  )
}
