import type { PdfRow } from './pdf-row.ts'

// An entry's first line may start this far right of its column's edge, after an icon.
const ICON_OFFSET = 24

/**
 * The column each cell of a later row starts in (at the column's edge, or left of where an icon pushed the
 * first row's cell), or null when a cell fits no column or runs into the next: an indented list ends a grid.
 */
function columnsOf(row: PdfRow, anchors: number[]): number[] | null {
  const found: number[] = []
  for (const cell of row.cells) {
    const k = anchors.findIndex((x) => cell.x <= x + 2 && cell.x >= x - ICON_OFFSET)
    if (k < 0 || found.includes(k)) return null
    if (k < anchors.length - 1 && cell.right > anchors[k + 1]! + 2) return null
    found.push(k)
  }
  return found
}

/**
 * Grids (skill name / level / keywords side by side, or a school name wrapping in the middle of a row) print
 * each entry as a stack of cells; read row by row the stacks interleave. A run of evenly spaced rows whose
 * cells start at the columns of its first row (give or take an icon) is read down each column, unless its
 * other columns are right-aligned (dates of one width line up at both ends) or it is a plain table (every
 * row full, one type size: each row is an entry).
 */
export function readGridCells(rows: PdfRow[]): PdfRow[] {
  const out: PdfRow[] = []
  let i = 0
  while (i < rows.length) {
    const first = rows[i]!
    const anchors = first.cells.map((c) => c.x)
    const placed: number[][] = [anchors.map((_, k) => k)]
    // Rows of one stack sit at an even pitch; a wider step (the next heading, the next grid row) ends it.
    const pitch = Math.min(first.y - (rows[i + 1]?.y ?? first.y), 2.5 * first.fontSize)
    let end = i + 1
    while (anchors.length > 1 && end < rows.length && rows[end - 1]!.y - rows[end]!.y <= pitch * 1.35) {
      const row = rows[end]!
      const columns = row.cells.length ? columnsOf(row, anchors) : null
      if (!columns) break
      row.cells.forEach((c, n) => {
        anchors[columns[n]!] = Math.min(anchors[columns[n]!]!, c.x)
      })
      placed.push(columns)
      end++
    }
    const run = rows.slice(i, end)
    // Left-aligned cells of one column end at different x; right-aligned dates of one width end together.
    const leftAligned = anchors.slice(1).some((_, k) => {
      const rights = run.flatMap((r, n) =>
        r.cells.filter((_, m) => placed[n]![m] === k + 1).map((c) => c.right),
      )
      return rights.length > 1 && Math.max(...rights) - Math.min(...rights) > 2
    })
    // A table whose every row fills every column in one type size is read row by row ("Label<tab>items").
    const sizes = new Set(run.flatMap((r) => r.cells.map((c) => Math.round(c.fontSize * 2))))
    const uniform = sizes.size === 1 && run.every((r) => r.cells.length === anchors.length)
    if (uniform) {
      out.push(...run)
      i = end
      continue
    }
    if (!leftAligned) {
      out.push(first)
      i++
      continue
    }
    anchors.forEach((_, k) => {
      // A cell wraps within its column: the next column's start is its margin (the last one's is unknown).
      const limit = (anchors[k + 1] ?? Number.POSITIVE_INFINITY) - 2
      run.forEach((row, n) => {
        row.cells.forEach((cell, m) => {
          if (placed[n]![m] === k) out.push({ ...cell, y: row.y, cells: [cell], cell: limit })
        })
      })
    })
    i = end
  }
  return out
}
