import { endsOnOpenRange, findDateRange, isSingleDate } from '../text/date-range.ts'
import { startsWithActionVerb } from '../text/starts-with-action-verb.ts'
import type { PdfRow } from './pdf-row.ts'

/**
 * A first cell that wraps below itself while the row's other cells stay on one line: a date range in its
 * narrow cell ("Mar 2021 -" / "Present" beside the job title, or beside the entry's next line), or a heading
 * beside right-aligned dates that stops on a comma or joining word ("Help Desk Analyst, Columbia Sportswear,
 * Beaverton," / "OR.") or runs up to them. The row below starts where the cell does and is read as its end.
 */
export function joinFirstCells(rows: PdfRow[]): PdfRow[] {
  const out: PdfRow[] = []
  for (const row of rows) {
    const split = splitRunIntoTitle(out.at(-1), row)
    if (split) {
      out[out.length - 1] = split.prev
      if (split.rest) out.push(split.rest)
      continue
    }
    const prev = out.at(-1)
    const first = prev && prev.cells.length > 1 ? prev.cells[0]! : undefined
    const joined = first && `${first.text} ${row.cells[0]?.text ?? row.text}`
    const size = row.cells[0]?.fontSize ?? row.fontSize
    const level =
      first &&
      Math.abs(first.x - row.x) <= 2 &&
      prev!.y - row.y <= 1.6 * size &&
      Math.abs(first.fontSize - size) < 0.5
    const range = /(?:[-–—]|\p{L})$/u.test(first?.text ?? '') && findDateRange(joined ?? '')?.dates === joined
    const continued = /(?:,|\b(?:and|of|in|for|at|the|&))$/i.test(first?.text ?? '')
    // A heading beside right-aligned dates also wraps when the next word would not have fitted before them
    // ("Registered Nurse, Cardiac Telemetry, Swedish" / "Medical Center, Seattle, WA.").
    const dates = prev?.cells.slice(1).find((c) => findDateRange(c.text)?.rest === '')
    const charWidth = first ? (first.right - first.x) / Math.max(1, first.text.length) : 0
    const word = (row.text.split(' ')[0]?.length ?? 0) * charWidth
    // A first cell running past where the dates start was set under them (dates floated over the line's
    // end): the row below is its rest only when it does not open the entry's list with an action verb.
    const under = first && dates && first.right > dates.x && startsWithActionVerb(row.text)
    // A range wrapped after its dash leaves its end alone below ("…Pathology<tab>2015 -" over "2017"): the
    // range's, not the first cell's (join-wrapped-range-end.ts).
    const rangeEnd = prev !== undefined && endsOnOpenRange(prev.text) && isSingleDate(row.text)
    const full =
      first && dates && !under && !rangeEnd && first.right + word + charWidth > dates.x - 1.5 * size
    if (level && (range || (row.cells.length === 1 && !row.text.startsWith('• ') && (continued || full)))) {
      const cells = [{ ...first!, text: joined! }, ...prev!.cells.slice(1)]
      out[out.length - 1] = { ...prev!, cells, text: cells.map((c) => c.text).join('\t') }
      // The date's end may share its row with the entry's next line ("2021<tab>• Answered …"): that line stays.
      const rest = row.cells.slice(1)
      if (rest.length)
        out.push({ ...row, cells: rest, x: rest[0]!.x, text: rest.map((c) => c.text).join('\t') })
    } else out.push(row)
  }
  return out
}

// An open range at a row's start ("Aug 2019 – Dec"), the rest being the title it was set beside.
const openRange = /^((?:\p{L}{3,9}\.? )?(?:19|20)\d{2} [–—-] \p{L}{3,9}\.?) (\S.*)$/u

/**
 * A date centred in a narrow column may sit closer to the title beside it than a cell gap, so the two run
 * together ("Aug 2019 – Dec Data Analyst") while the range's year wraps below, first in a row of its own
 * ("2021<tab>NYC Department of Health"): the range is rebuilt as the row's first cell, the title after it.
 */
function splitRunIntoTitle(prev: PdfRow | undefined, row: PdfRow): { prev: PdfRow; rest?: PdfRow } | null {
  const year = row.cells[0]
  if (prev?.cells.length !== 1 || !year || !/^(?:19|20)\d{2}$/.test(year.text)) return null
  const m = openRange.exec(prev.text)
  if (!m || Math.abs(year.x - prev.x) > 4 * year.fontSize || prev.y - row.y > 1.6 * year.fontSize) return null
  const [, range, title] = m
  const cut = prev.x + ((prev.right - prev.x) * (range!.length + 1)) / prev.text.length
  const cells = [
    { ...prev.cells[0]!, text: `${range} ${year.text}`, right: cut },
    { ...prev.cells[0]!, text: title!, x: cut },
  ]
  const restCells = row.cells.slice(1)
  return {
    prev: { ...prev, cells, text: cells.map((c) => c.text).join('\t') },
    rest: restCells.length
      ? { ...row, cells: restCells, x: restCells[0]!.x, text: restCells.map((c) => c.text).join('\t') }
      : undefined,
  }
}
