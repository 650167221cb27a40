import type { PdfRow } from './pdf-row.ts'

/**
 * An entry heading set larger than the body that wrapped just before its dash ("Charter Oak Mutual Insurance /
 * Hartford, CT" over "– Senior Claims Adjuster": LibreOffice's "Company / Location – Job Title"): the dash
 * opening the row below was read as a list marker. Joined again with the dash, or null when the row is not
 * that heading's rest: a list item, set at the body's size or under a row of another size or place.
 */
export function joinWrappedDash(prev: PdfRow, row: PdfRow, bodySize: number): string | null {
  if (!row.text.startsWith('• ') || prev.text.startsWith('• ') || prev.text.includes('\t')) return null
  if (row.heading || prev.heading || row.fontSize < bodySize + 0.5) return null
  if (Math.abs(row.fontSize - prev.fontSize) >= 0.5 || Math.abs(row.x - prev.x) > 2) return null
  if (prev.y - row.y <= 0 || prev.y - row.y > 1.6 * row.fontSize) return null
  return `${prev.text} – ${row.text.slice(2)}`
}
