import type { PdfRow } from './pdf-row.ts'

const near = (a: number, b: number) => Math.abs(a - b) <= 2

/**
 * Grids (skill name / level / keywords side by side, or a school name wrapping in the middle of a row) print
 * each entry as a stack of cells; read row by row the stacks interleave. A run of evenly spaced rows whose
 * cells all start at the columns of its first row is read down each column, unless its other columns are
 * right-aligned (dates of one width line up at both ends).
 */
export function readGridCells(rows: PdfRow[]): PdfRow[] {
  const out: PdfRow[] = []
  let i = 0
  while (i < rows.length) {
    const first = rows[i]!
    const columns = first.cells.map((c) => c.x)
    // Rows of one stack sit at an even pitch; a wider step (the next heading, the next grid row) ends it.
    const pitch = Math.min(first.y - (rows[i + 1]?.y ?? first.y), 2.5 * first.fontSize)
    let end = i + 1
    while (
      columns.length > 1 &&
      end < rows.length &&
      rows[end]!.cells.length > 0 &&
      rows[end]!.cells.every((c) => columns.some((x) => near(c.x, x))) &&
      rows[end - 1]!.y - rows[end]!.y <= pitch * 1.35
    )
      end++
    const run = rows.slice(i, end)
    // Left-aligned cells of one column end at different x; right-aligned dates of one width end together.
    const grid = columns.slice(1).some((x) => {
      const rights = run.flatMap((r) => r.cells.filter((c) => near(c.x, x)).map((c) => c.right))
      return rights.length > 1 && Math.max(...rights) - Math.min(...rights) > 2
    })
    if (!grid) {
      out.push(first)
      i++
      continue
    }
    for (const x of columns)
      for (const row of run)
        for (const cell of row.cells.filter((c) => near(c.x, x)))
          out.push({ ...cell, y: row.y, fontSize: row.fontSize, cells: [cell], cell: true })
    i = end
  }
  return out
}
