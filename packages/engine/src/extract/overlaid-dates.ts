const dateToken =
  /^(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?|\d{4}|[-–—]|present|now|current)$/i

/** Text made only of date tokens ("Mar 2021 – Present"). */
export const isDateTokens = (raw: string) =>
  raw
    .trim()
    .split(/\s+/)
    .every((t) => dateToken.test(t))

// A text run as pdf-row.ts reads it (its type is not imported: pdf-row.ts imports this file).
interface Run {
  str: string
  x: number
  width: number
  fontSize: number
  font?: string
}

const style = (i: Run) => `${i.font ?? ''}/${i.fontSize.toFixed(1)}`

/**
 * A date range floated flush right over the end of a long entry line (HTML designs: "Title, Company, City"
 * runs under the small grey dates), on one baseline with it. Sorted by x the two would interleave
 * ("InsuranceJun, Waterbury"): the dates, in a style of their own that overlaps or touches (no word space) the
 * line's other runs, are
 * taken out to follow the line as a cell of their own. Returns the row's other runs and the dates (or none).
 */
export function splitOverlaidDates<T extends Run>(row: T[]): { text: T[]; dates: T[] } {
  for (const key of new Set(row.map(style))) {
    const dates = row.filter((i) => style(i) === key)
    const text = row.filter((i) => style(i) !== key)
    const printed = dates.map((i) => i.str).join(' ')
    if (!text.length || !/\d{4}/.test(printed) || !isDateTokens(printed)) continue
    const overlaps = dates.some((d) => text.some((t) => d.x < t.x + t.width + 1 && d.x + d.width > t.x + 1))
    if (overlaps) return { text, dates }
  }
  return { text: row, dates: [] }
}
