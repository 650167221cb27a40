import type { PdfRow } from './pdf-row.ts'

const near = (a: number, b: number, tolerance: number) => Math.abs(a - b) <= tolerance

/**
 * A list set at its own even stride beside the content (a sidebar's skills, each in a padded box): four
 * one-line blocks or more in a row of one type size, their gaps equal (±1.5 pt), most of them off every content
 * row's baseline (±1 pt). Labels stand on the baseline of the row they label, wherever that row falls.
 */
export function listBeside(blocks: PdfRow[][], contentRows: PdfRow[]): boolean {
  const onBaseline = (r: PdfRow) => contentRows.some((c) => near(c.y, r.y, 1))
  let run: PdfRow[] = []
  for (const block of blocks) {
    const row = block[0]!
    const prev = run.at(-1)
    const even =
      block.length === 1 &&
      prev !== undefined &&
      near(prev.fontSize, row.fontSize, 0.1) &&
      (run.length < 2 || near(run.at(-2)!.y - prev.y, prev.y - row.y, 1.5))
    run = even ? [...run, row] : block.length === 1 ? [row] : []
    if (run.length >= 4 && run.filter(onBaseline).length < run.length / 2) return true
  }
  return false
}
