import { endsOnOpenRange, isSingleDate } from '../text/date-range.ts'
import type { PdfRow } from './pdf-row.ts'

/**
 * A date range set flush right that ran out of room and wrapped after its dash ("…Technology<tab>2011 -" over
 * "2013" at the left margin: Rover's "Institution | Degree \hfill dates" with a long degree). The end alone on
 * the next row is the range's; joined, or null when the rows are not that.
 */
export function joinWrappedRangeEnd(prev: PdfRow, row: PdfRow): string | null {
  if (!endsOnOpenRange(prev.text) || !isSingleDate(row.text)) return null
  if (prev.y - row.y <= 0 || prev.y - row.y > 1.6 * row.fontSize) return null
  return `${prev.text} ${row.text.trim()}`
}
