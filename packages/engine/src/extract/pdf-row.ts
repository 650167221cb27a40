import { normalizeLine } from './normalize-line.ts'
import { normalizeText } from './normalize-text.ts'
import { isDateTokens, splitOverlaidDates } from './overlaid-dates.ts'

/** A positioned run of text on a PDF page (PDF coordinates: origin bottom-left). */
export interface PdfTextItem {
  str: string
  x: number
  y: number
  width: number
  fontSize: number
  /** pdf.js's name for the run's font, the same on every page of a document. */
  font?: string
}

/** A run of a row between two wide gaps: one cell of a table or grid. */
export interface PdfCell {
  text: string
  x: number
  right: number
  fontSize: number
}

/** Items on one baseline, left to right. */
export interface PdfRow {
  text: string
  x: number
  right: number
  y: number
  fontSize: number
  cells: PdfCell[]
  /** A section heading set in the left margin beside its content. */
  heading?: boolean
  /** One cell of a grid, read down its column (never a list item): the x its column's text wraps at. */
  cell?: number
}

/**
 * Drops runs without visible text (spaces, icon-font glyphs), but a run that follows an icon on its baseline
 * is taken to start where the icon does, so an entry with an icon lines up with the entries without.
 */
export function absorbIcons(items: PdfTextItem[]): PdfTextItem[] {
  const visible = items.filter((i) => normalizeText(i.str).trim())
  for (const icon of items.filter((i) => i.str.trim() && !normalizeText(i.str).trim())) {
    const next = visible.find(
      (i) => Math.abs(i.y - icon.y) < 2 && i.x > icon.x && i.x - (icon.x + icon.width) <= i.fontSize,
    )
    if (next) {
      next.width += next.x - icon.x
      next.x = icon.x
    }
  }
  return visible
}

// A run ending or starting with letters set apart one by one ("… B I A S", "R E N …").
const spaced = /(?:^|\s)\p{L} \p{L} \p{L}$/u
const spacedStart = /^\p{L} \p{L} \p{L}(?:\s|$)/u

/**
 * Groups items into rows by baseline, left to right, rebuilding spaces and wide gaps (tabs, which also
 * separate cells) from positions.
 */
export function groupRows(items: PdfTextItem[]): PdfRow[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x)
  const rows: PdfTextItem[][] = []
  for (const item of sorted) {
    const row = rows.at(-1)
    const tolerance = Math.max(2, item.fontSize * 0.45)
    if (row && Math.abs(row[0]!.y - item.y) <= tolerance) row.push(item)
    else rows.push([item])
  }
  return rows.map((items) => {
    const { text, dates: overlay } = splitOverlaidDates(items)
    const byX = (a: PdfTextItem, b: PdfTextItem) => a.x - b.x
    const row = [...text.sort(byX), ...overlay.sort(byX)]
    const cells: { raw: string; x: number; right: number; fontSize: number; justified?: boolean }[] = []
    for (const [k, item] of row.entries()) {
      const cell = cells.at(-1)
      const gap = cell ? item.x - cell.right : 0
      const size = item.fontSize || 10
      // A capitalised run in another type size set hard against a word ("…Management" then a smaller
      // "University": a detail pushed flush right beside text that fills its line) is a cell of its own; a
      // small capital ("E" "XPERIENCE") or a superscript ("2" "nd") stays in the word.
      const abuts =
        cell !== undefined &&
        Math.abs(item.fontSize - row[k - 1]!.fontSize) >= 1 &&
        /\p{Ll}$/u.test(cell.raw) &&
        /^\p{Lu}/u.test(item.str)
      // A date range justified across a narrow cell ("Mar    2021    -") is one cell, ending where the text
      // beside it starts.
      const dates = cell !== undefined && isDateTokens(cell.raw)
      if (dates && isDateTokens(item.str) && gap > size * 0.6) cell.justified = true
      const joinsDate = dates && isDateTokens(item.str) && gap > size * 1.5
      const leavesDate = dates && cell.justified && !isDateTokens(item.str) && gap > size * 0.6
      if (!cell || (gap > size * 1.5 && !joinsDate) || leavesDate || abuts || item === overlay[0])
        cells.push({ raw: item.str, x: item.x, right: item.x + item.width, fontSize: item.fontSize })
      else {
        if (gap > size * 0.12 && !cell.raw.endsWith(' ') && !item.str.startsWith(' '))
          // Between two letter-spaced runs ("T O B I A S" and "R E N N E R") the gap is a word's: two
          // spaces keep it when the letters are closed up.
          cell.raw += spaced.test(cell.raw) && spacedStart.test(item.str) ? '  ' : ' '
        cell.raw += item.str
        cell.right = Math.max(cell.right, item.x + item.width)
        cell.fontSize = Math.max(cell.fontSize, item.fontSize)
      }
    }
    // Each cell is normalised once; the row is its cells joined by tabs.
    const normalized = cells
      .map((c) => ({ text: normalizeLine(c.raw), x: c.x, right: c.right, fontSize: c.fontSize }))
      .filter((c) => c.text)
    return {
      text: normalized.map((c) => c.text).join('\t'),
      x: row[0]!.x,
      right: Math.max(...cells.map((c) => c.right)),
      y: row[0]!.y,
      fontSize: Math.max(...row.map((i) => i.fontSize)),
      cells: normalized,
    }
  })
}
