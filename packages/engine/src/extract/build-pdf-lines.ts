import type { DocumentLine } from './document-line.ts'
import { normalizeLine } from './normalize-line.ts'

/** A positioned run of text on a PDF page (PDF coordinates: origin bottom-left). */
export interface PdfTextItem {
  str: string
  x: number
  y: number
  width: number
  fontSize: number
}

const chars = (items: PdfTextItem[]) => items.reduce((n, i) => n + i.str.length, 0)

/** How much of the shorter side's height the two sides share. */
function verticalOverlap(a: PdfTextItem[], b: PdfTextItem[]): number {
  const span = (items: PdfTextItem[]) => [
    Math.min(...items.map((i) => i.y)),
    Math.max(...items.map((i) => i.y)),
  ]
  const [aLow, aHigh] = span(a) as [number, number]
  const [bLow, bHigh] = span(b) as [number, number]
  const shorter = Math.min(aHigh - aLow, bHigh - bLow)
  return shorter > 0 ? (Math.min(aHigh, bHigh) - Math.max(aLow, bLow)) / shorter : 0
}

/** Most rows start at one x: a text column, unlike right-aligned dates whose starts vary. */
function isLeftAligned(items: PdfTextItem[]): boolean {
  const rowStarts = new Map<number, number>()
  for (const i of items) {
    const row = Math.round(i.y)
    rowStarts.set(row, Math.min(rowStarts.get(row) ?? Number.POSITIVE_INFINITY, i.x))
  }
  const counts = new Map<number, number>()
  for (const x of rowStarts.values()) counts.set(Math.round(x / 3), (counts.get(Math.round(x / 3)) ?? 0) + 1)
  return Math.max(...counts.values()) >= rowStarts.size * 0.4
}

/**
 * Finds the x of a vertical gutter between two columns read side by side, or null for one column.
 * A gutter is crossed by (almost) no text and has substantial text on both sides at the same heights;
 * right-aligned dates in a one-column resume do not count, as they hold too little text.
 */
export function findColumnSplit(items: PdfTextItem[], pageWidth: number): number | null {
  const total = chars(items)
  if (total < 200) return null
  let best: { x: number; crossing: number } | null = null
  for (let x = pageWidth * 0.2; x <= pageWidth * 0.8; x += 2) {
    const crossing = chars(items.filter((i) => i.x < x - 1 && i.x + i.width > x + 1))
    if (crossing > total * 0.04) continue
    const left = items.filter((i) => i.x + i.width <= x + 1)
    const right = items.filter((i) => i.x >= x - 1)
    if (chars(left) < total * 0.06 || chars(right) < total * 0.06) continue
    if (!isLeftAligned(left) || !isLeftAligned(right)) continue
    // The sides must run side by side down the page, else it is a header above a body.
    if (verticalOverlap(left, right) < 0.5) continue
    if (!best || crossing < best.crossing) best = { x, crossing }
  }
  return best?.x ?? null
}

/**
 * A short list item ("• Account Reconciliation") followed by a capitalised row is a list of terms, not a
 * wrapped sentence, unless the item breaks off after a joining word or comma.
 */
function isShortListItem(prev: string, next: string): boolean {
  if (!prev.startsWith('• ') || prev.split(' ').length > 5 || !/^\p{Lu}/u.test(next)) return false
  return !/(?:,|\b(?:and|of|in|for|to|with|the|a|an|on|at|by|from|&))$/i.test(prev)
}

interface Row {
  text: string
  x: number
  right: number
  y: number
  fontSize: number
}

/** Groups items into rows by baseline, left to right, rebuilding spaces and wide gaps (tabs) from positions. */
function groupRows(items: PdfTextItem[]): Row[] {
  const sorted = items.filter((i) => i.str.trim()).sort((a, b) => b.y - a.y || a.x - b.x)
  const rows: PdfTextItem[][] = []
  for (const item of sorted) {
    const row = rows.at(-1)
    const tolerance = Math.max(2, item.fontSize * 0.45)
    if (row && Math.abs(row[0]!.y - item.y) <= tolerance) row.push(item)
    else rows.push([item])
  }
  return rows.map((row) => {
    row.sort((a, b) => a.x - b.x)
    let text = ''
    let end = Number.NEGATIVE_INFINITY
    for (const item of row) {
      const gap = item.x - end
      const size = item.fontSize || 10
      if (text && gap > size * 2) text += '\t'
      else if (text && gap > size * 0.12 && !text.endsWith(' ') && !item.str.startsWith(' ')) text += ' '
      text += item.str
      end = Math.max(end, item.x + item.width)
    }
    const first = row[0]!
    return {
      text: normalizeLine(text),
      x: first.x,
      right: end,
      y: first.y,
      fontSize: Math.max(...row.map((i) => i.fontSize)),
    }
  })
}

/**
 * Unwraps paragraphs and rebuilds list items. A row continues the row above when its first word would
 * not have fitted at the end of that row. Browsers draw list markers as graphics, so an indented row
 * starts a list item and is given a "• ".
 */
function joinListRows(rows: Row[]): Row[] {
  const texts = rows.filter((r) => r.text.length > 2 && !r.text.includes('\t'))
  if (!texts.length) return rows
  const baseX = Math.min(...texts.map((r) => r.x))
  // The wrap margin of a row's own block: lists are often narrower than paragraphs, and right-aligned
  // dates in heading rows (with tabs) can sit beyond it.
  const blockRight = rows.map((row, i) =>
    Math.max(
      ...rows
        .slice(Math.max(0, i - 8), i + 9)
        .filter(
          (r) =>
            !r.text.includes('\t') &&
            Math.abs(r.x - row.x) <= 20 &&
            Math.abs(r.fontSize - row.fontSize) < 0.5,
        )
        .map((r) => r.right),
      row.right,
    ),
  )
  const columnRight = Math.max(...rows.map((r) => r.right))
  // The line pitch inside a paragraph: the smallest baseline step between rows of the same size.
  const pitch = new Map<number, number>()
  rows.forEach((r, i) => {
    const step = i > 0 ? rows[i - 1]!.y - r.y : 0
    const key = Math.round(r.fontSize * 2)
    if (step >= r.fontSize * 0.8 && step < (pitch.get(key) ?? Number.POSITIVE_INFINITY)) pitch.set(key, step)
  })
  const out: Row[] = []
  let prevRight = 0
  for (const [i, row] of rows.entries()) {
    const prev = out.at(-1)
    const listed = (r: Row) => r.text.startsWith('• ')
    if (prev && !listed(row) && !row.text.includes('\t') && !prev.text.includes('\t')) {
      const charWidth = (row.right - row.x) / Math.max(1, row.text.length)
      const firstWord = (row.text.split(' ')[0]?.length ?? 0) * charWidth
      // A wrapped row's next word fits neither in its block's margin nor, unless the row already spans
      // most of the column, in the column's widest row.
      const overflows = (margin: number) => prev.right + firstWord + 0.3 * row.fontSize > margin - 1
      const wraps =
        overflows(prevRight) &&
        (overflows(columnRight) || prev.right - baseX >= 0.75 * (columnRight - baseX)) &&
        prev.y - row.y <= (pitch.get(Math.round(row.fontSize * 2)) ?? row.fontSize * 1.5) * 1.1 &&
        !(/[.!?]$/.test(prev.text) && /^\p{Lu}/u.test(row.text)) &&
        !isShortListItem(prev.text, row.text) &&
        Math.abs(prev.fontSize - row.fontSize) < 0.5 &&
        Math.abs(row.x - prev.x) <= (listed(prev) || prev.x - baseX > 4 ? 20 : 2)
      if (wraps) {
        prev.text = /\p{L}-$/u.test(prev.text) ? prev.text + row.text : `${prev.text} ${row.text}`
        prev.right = row.right
        prev.y = row.y
        prevRight = blockRight[i]!
        continue
      }
    }
    const indent = row.x - baseX
    if (!listed(row) && indent >= 6 && indent <= 60 && !row.text.includes('\t')) row.text = `• ${row.text}`
    out.push(row)
    prevRight = blockRight[i]!
  }
  return out
}

export function groupLines(items: PdfTextItem[], page: number): DocumentLine[] {
  return joinListRows(groupRows(items))
    .filter((r) => r.text)
    .map((r) => ({ text: r.text, page, fontSize: r.fontSize }))
}

/**
 * Lines of one page in reading order: text above the columns (a header, or the top of a taller column),
 * then the left column, then the right, then full-width text below.
 */
export function buildPdfLines(items: PdfTextItem[], pageWidth: number, page: number): DocumentLine[] {
  const split = findColumnSplit(items, pageWidth)
  if (split === null) return groupLines(items, page).filter((l) => l.text)
  const isLeft = (i: PdfTextItem) => i.x + i.width <= split + 1
  const isRight = (i: PdfTextItem) => i.x >= split - 1
  const top = Math.min(
    Math.max(...items.filter(isLeft).map((i) => i.y)),
    Math.max(...items.filter(isRight).map((i) => i.y)),
  )
  const above = items.filter((i) => i.y > top + 2)
  const rest = items.filter((i) => i.y <= top + 2)
  const left = rest.filter(isLeft)
  const right = rest.filter((i) => !isLeft(i) && isRight(i))
  const below = rest.filter((i) => !isLeft(i) && !isRight(i))
  // The column that holds the page's largest text (the name, with its headline) is read first.
  const largest = items.reduce(
    (a, b) => (b.fontSize > a.fontSize && /\p{L}{2}/u.test(b.str) ? b : a),
    items[0]!,
  )
  const columns = isLeft(largest) || !isRight(largest) ? [left, right] : [right, left]
  return [above, ...columns, below].flatMap((group) => groupLines(group, page)).filter((l) => l.text)
}
