import { findDateRange } from '../parse/find-date-range.ts'
import type { PdfRow } from './pdf-row.ts'

/**
 * A date range wrapped in its own narrow cell ("Mar 2021 -" / "Present" beside the job title) rejoins its
 * cell: the row below starts where the cell does and completes the range.
 */
export function joinWrappedDates(rows: PdfRow[]): PdfRow[] {
  const out: PdfRow[] = []
  for (const row of rows) {
    const prev = out.at(-1)
    const first = prev && prev.cells.length > 1 ? prev.cells[0]! : undefined
    const range = first && `${first.text} ${row.text}`
    if (
      first &&
      row.cells.length === 1 &&
      Math.abs(first.x - row.x) <= 2 &&
      /(?:[-–—]|\p{L})$/u.test(first.text) &&
      findDateRange(range!)?.dates === range
    ) {
      const cells = [{ ...first, text: range! }, ...prev!.cells.slice(1)]
      out[out.length - 1] = { ...prev!, cells, text: cells.map((c) => c.text).join('\t') }
    } else out.push(row)
  }
  return out
}
