import { normalizeLine } from './normalize-line.ts'

/** A positioned run of text on a PDF page (PDF coordinates: origin bottom-left). */
export interface PdfTextItem {
  str: string
  x: number
  y: number
  width: number
  fontSize: number
}

/** A run of a row between two wide gaps: one cell of a table or grid. */
export interface PdfCell {
  text: string
  x: number
  right: number
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
  /** One cell of a grid, read down its column: never a list item. */
  cell?: boolean
}

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
  return rows.map((row) => {
    row.sort((a, b) => a.x - b.x)
    const cells: { raw: string; x: number; right: number }[] = []
    for (const item of row) {
      const cell = cells.at(-1)
      const gap = cell ? item.x - cell.right : 0
      const size = item.fontSize || 10
      if (!cell || gap > size * 2) cells.push({ raw: item.str, x: item.x, right: item.x + item.width })
      else {
        if (gap > size * 0.12 && !cell.raw.endsWith(' ') && !item.str.startsWith(' ')) cell.raw += ' '
        cell.raw += item.str
        cell.right = Math.max(cell.right, item.x + item.width)
      }
    }
    return {
      text: normalizeLine(cells.map((c) => c.raw).join('\t')),
      x: row[0]!.x,
      right: Math.max(...cells.map((c) => c.right)),
      y: row[0]!.y,
      fontSize: Math.max(...row.map((i) => i.fontSize)),
      cells: cells.map((c) => ({ text: normalizeLine(c.raw), x: c.x, right: c.right })).filter((c) => c.text),
    }
  })
}
