import type { PdfTextItem } from './pdf-row.ts'

/**
 * A contact value wrapped inside its fixed-width cell, beside other cells on its row ("(614) 555-" over
 * "0172", "linkedin.com/in/ana-" over "ruiz"): the rest, one token starting where the cell does, a line below,
 * is joined to its cell before rows are formed, so that rows built across the cells do not part them. Only a
 * number or an address broken after its own hyphen: words wrapped in a cell are joined later, by the row.
 */
export function joinCellWraps(items: PdfTextItem[]): PdfTextItem[] {
  const taken = new Set<PdfTextItem>()
  const out = items.map((i) => ({ ...i }))
  for (const upper of out) {
    const number = /\d-$/.test(upper.str)
    const address = /[/@.]\S*-$/.test(upper.str)
    if (!number && !address) continue
    // Other cells on its row: a value in a row of values, not a line of a paragraph.
    const beside = out.some((o) => o !== upper && Math.abs(o.y - upper.y) < 2 && o.str.trim())
    const rest = out.find(
      (o) =>
        !taken.has(o) &&
        Math.abs(o.x - upper.x) <= 2 &&
        upper.y - o.y > 0 &&
        upper.y - o.y <= 1.6 * upper.fontSize &&
        Math.abs(o.fontSize - upper.fontSize) < 0.5 &&
        (number ? /^\d+$/.test(o.str.trim()) : /^[\p{Ll}\d][\w.-]*$/u.test(o.str.trim())),
    )
    if (!beside || !rest) continue
    upper.str += rest.str.trim()
    taken.add(rest)
  }
  return out.filter((i) => !taken.has(i))
}
