import { findDateRange } from '../text/date-range.ts'
import { startsWithActionVerb } from '../text/starts-with-action-verb.ts'
import type { PdfRow } from './pdf-row.ts'

const words = (text: string) => text.split(/\s+/).length

/**
 * List items whose markers are not drawn (HTML lists styled `list-style: none`, flush with the entry line
 * above them) given the "• " a drawn marker gets, so that they are read as items, not one paragraph. Under a
 * dated entry row (or date line), the rows at its left edge (or its text's, after labels in a column) up to the next dated row, heading or row of
 * another size are its items when there are
 * two or more, each a capitalised line of four words or more; and only in a block where one such run opens
 * with an action verb (a company, place or degree line under an entry is none of these).
 */
export function markUndrawnListItems(rows: PdfRow[]): PdfRow[] {
  const runs: number[][] = []
  rows.forEach((entry, at) => {
    if (entry.heading || !findDateRange(entry.text)) return
    const run: number[] = []
    // The entry's left edge, or where its text starts after labels in a column ("Mar 2021 – Present<tab>Title").
    const edges = [entry.x, ...entry.cells.map((c) => c.x)]
    for (let i = at + 1; i < rows.length; i++) {
      const r = rows[i]!
      const flush = edges.some((x) => Math.abs(r.x - x) <= 2)
      if (r.heading || r.text.includes('\t') || r.text.startsWith('• ') || !flush) break
      if (findDateRange(r.text) || !/^\p{Lu}/u.test(r.text)) break
      // The next entry's heading, set larger.
      if (run.length && Math.abs(r.fontSize - rows[run[0]!]!.fontSize) >= 0.5) break
      run.push(i)
    }
    if (run.length >= 2 && run.every((i) => words(rows[i]!.text) >= 4)) runs.push(run)
  })
  if (!runs.some((run) => startsWithActionVerb(rows[run[0]!]!.text))) return rows
  const items = new Set(runs.flat())
  return rows.map((r, i) => (items.has(i) ? { ...r, text: `• ${r.text}` } : r))
}
