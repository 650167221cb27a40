import { bodyFontSize } from './find-heading-gutter.ts'
import type { PdfTextItem } from './pdf-row.ts'
import { withoutFootBlock } from './without-foot-block.ts'

const chars = (items: PdfTextItem[]) => items.reduce((n, i) => n + i.str.length, 0)

/** The lowest and highest baseline of a side. */
const span = (items: PdfTextItem[]): [number, number] => [
  Math.min(...items.map((i) => i.y)),
  Math.max(...items.map((i) => i.y)),
]

/** How much of the shorter side's height the two sides share. */
function verticalOverlap(a: PdfTextItem[], b: PdfTextItem[]): number {
  const [aLow, aHigh] = span(a) as [number, number]
  const [bLow, bHigh] = span(b) as [number, number]
  const shorter = Math.min(aHigh - aLow, bHigh - bLow)
  return shorter > 0 ? (Math.min(aHigh, bHigh) - Math.max(aLow, bLow)) / shorter : 0
}

/** Each row's leftmost x, keyed by rounded baseline. */
function rowStarts(items: PdfTextItem[]): Map<number, number> {
  const starts = new Map<number, number>()
  for (const i of items) {
    const row = Math.round(i.y)
    starts.set(row, Math.min(starts.get(row) ?? Number.POSITIVE_INFINITY, i.x))
  }
  return starts
}

/**
 * The items mirrored left to right (x measured from the right): a column set flush right (ragged left, the
 * left half of a design whose halves meet at the gutter) is then judged as a column set flush left.
 */
export function mirrorItems(items: PdfTextItem[], width: number): PdfTextItem[] {
  return items.map((i) => ({ ...i, x: width - (i.x + i.width) }))
}

/** Row counts per start x (3 pt buckets), most common first. */
function startBuckets(items: PdfTextItem[]): [number, number][] {
  const counts = new Map<number, number>()
  for (const x of rowStarts(items).values())
    counts.set(Math.round(x / 3), (counts.get(Math.round(x / 3)) ?? 0) + 1)
  return [...counts.entries()].sort((a, b) => b[1] - a[1])
}

/**
 * Most rows start at one or two x (a margin and a list indent) and those rows hold real text: a column,
 * unlike right-aligned dates whose starts vary or the last column of a table of single words.
 */
function isTextColumn(
  items: PdfTextItem[],
  minChars: number,
  pitch: number,
  other: [number, number],
  besideLabels = false,
  stretched = false,
): boolean {
  const starts = rowStarts(items)
  const buckets = startBuckets(items)
  const [first, second] = [buckets[0]?.[1] ?? 0, buckets[1]?.[1] ?? 0]
  if (first < starts.size * 0.4 && first + second < starts.size * 0.55) return false
  // Rows ending together more often than starting together are right-aligned (dates, places).
  const ends = new Map<number, number>()
  for (const i of items) {
    const row = Math.round(i.y)
    ends.set(row, Math.max(ends.get(row) ?? 0, i.x + i.width))
  }
  const endCounts = new Map<number, number>()
  for (const x of ends.values()) endCounts.set(Math.round(x / 3), (endCounts.get(Math.round(x / 3)) ?? 0) + 1)
  if (Math.max(...endCounts.values()) > first + second) return false
  // A column is read line after line: its rows fill most of its height (dates and table cells are sparse).
  // A sidebar ends at its last row on its own edges: rows below that (dates flush right of the other
  // column's entries, running past a sidebar that stopped higher up) are no part of it.
  const low = besideLabels ? Number.NEGATIVE_INFINITY : sidebarFoot(items, pitch)
  const kept = withoutFootBlock(
    [...starts.keys()].filter((y) => y >= low),
    pitch,
  )
  // Only the height it shares with the other side (`other`: that side's span) counts, when it holds six rows
  // or more there (a few rows level with the other side prove nothing): a headline or summary over a main
  // column in generous spacing, or a note at the page's foot under one, is no part of the column beside it.
  // Beside a label column, always, at the pitch of its own type when that is larger than the page's body (a
  // sidebar in larger type).
  const shared = kept.filter((y) => y >= other[0] - 1 && y <= other[1] + 1)
  const ys = besideLabels || shared.length >= 6 ? shared : kept
  const aligned = new Set([buckets[0]?.[0], buckets[1]?.[0]])
  const rows = new Set([...starts].filter(([, x]) => aligned.has(Math.round(x / 3))).map(([y]) => y))
  const own = Math.max(besideLabels ? 1.25 * bodyFontSize(items) : pitch, sidePitch(items, pitch))
  if (
    ys.length < 0.5 * ((Math.max(...ys) - Math.min(...ys)) / own + 1) &&
    !(stretched && readInBlocks(ys, own))
  )
    return false
  return chars(items.filter((i) => rows.has(Math.round(i.y)))) >= minChars
}

/**
 * Most rows (two thirds) stand in blocks of three or more, each row within two pitches of the next: a
 * column's paragraphs and entries, spread down the page by a panel that stretches the space between them
 * (as it does the sidebar beside it, `stretched` in isTextColumn). Dates and a short table's cells stand alone
 * or in pairs.
 */
function readInBlocks(ys: number[], pitch: number): boolean {
  const sorted = [...ys].sort((a, b) => b - a)
  let inBlocks = 0
  let run = 1
  for (let k = 1; k <= sorted.length; k++) {
    if (k < sorted.length && sorted[k - 1]! - sorted[k]! <= 2 * pitch) run++
    else {
      if (run >= 3) inBlocks += run
      run = 1
    }
  }
  return inBlocks >= sorted.length * (2 / 3)
}

/**
 * The baseline of a column's first row that starts at the column's usual left edge: where the column
 * itself begins, below any centred or indented header text that happens to sit on its side.
 */
export function columnTop(items: PdfTextItem[]): number {
  return Math.max(...alignedStarts(items).map(([y]) => y))
}

/**
 * Where a column ends: the baseline of its last row within two line pitches below a row at its usual left
 * edge. Text further down on its side, after a gap, is no part of it.
 */
function columnFoot(items: PdfTextItem[], pitch: number): number {
  const ys = [...rowStarts(items).keys()].sort((a, b) => b - a)
  let foot = Math.min(...alignedStarts(items).map(([y]) => y))
  for (const y of ys) if (y < foot && y >= foot - 2 * pitch) foot = y
  return foot
}

/**
 * A side's line pitch: the page's, or the even stride its rows are set at when a panel stretches them down
 * the page (a sidebar whose lines are spread to the height of the main column): most gaps between its rows,
 * four at least, are one gap wider than the page's pitch.
 */
export function sidePitch(items: PdfTextItem[], pitch: number): number {
  const ys = [...rowStarts(items).keys()].sort((a, b) => b - a)
  const gaps = ys.slice(1).map((y, k) => ys[k]! - y)
  let stride = pitch
  let most = 0
  for (const gap of gaps) {
    const even = gaps.filter((g) => Math.abs(g - gap) <= 1.5).length
    if (gap > 1.5 * pitch && even >= 4 && even >= gaps.length * 0.5 && even > most)
      [stride, most] = [gap, even]
  }
  return stride
}

/**
 * Where a sidebar that ends above full-width text stops (its column foot, at its own pitch), when it runs
 * down a good part of the page first: six rows or more. A few dates flush right are no such sidebar
 * (-Infinity: no foot).
 */
export function sidebarFoot(items: PdfTextItem[], pitch: number): number {
  return rowStarts(items).size >= 6 ? columnFoot(items, sidePitch(items, pitch)) : Number.NEGATIVE_INFINITY
}

/** The x of a column's left edge: the leftmost start of the rows aligned on it or on its margin. */
export function columnLeft(items: PdfTextItem[]): number {
  return Math.min(...alignedStarts(items, true).map(([, x]) => x))
}

/**
 * [baseline, start] of the rows starting at (within a 3 pt bucket of) the most common start x; with
 * `margin`, also at the next most common when that lies left of it and holds half as many rows or more (a
 * column's margin, where its headings and paragraphs start, left of a list indent holding more rows).
 */
function alignedStarts(items: PdfTextItem[], margin = false): [number, number][] {
  const [first, second] = startBuckets(items)
  const buckets = [first?.[0] ?? 0]
  if (margin && first && second && second[0] < first[0] && second[1] >= first[1] / 2) buckets.push(second[0])
  return [...rowStarts(items)].filter(([, x]) => buckets.some((b) => Math.abs(Math.round(x / 3) - b) <= 1))
}

/** Most of a side's rows end within a line's height of the gutter at x. */
function flushAt(items: PdfTextItem[], x: number, pitch: number): boolean {
  const ends = rowStarts(mirrorItems(items, 0))
  const near = [...ends.values()].filter((end) => x + end <= pitch).length
  return near >= ends.size * 0.6
}

/**
 * Finds a vertical gutter between two columns read side by side: its x, and the baseline above which text
 * runs across it (a header band over both columns; +Infinity when nothing does). Null for one column.
 * Below the band the gutter is crossed by (almost) no text and has substantial text on both sides at the same
 * heights; right-aligned dates in a one-column resume do not count, as they hold too little text.
 */
export function findColumnSplit(
  items: PdfTextItem[],
  pageWidth: number,
  besideLabels = false,
): { x: number; below: number; leftFlushRight?: boolean } | null {
  const total = chars(items)
  if (total < 200) return null
  const pitch = 1.25 * bodyFontSize(items)
  // Neighbouring candidates usually split the items the same way: judge each split once.
  const judged = new Map<string, 'left' | 'right' | false>()
  let best: { x: number; below: number; crossing: number; leftFlushRight: boolean } | null = null
  for (let x = pageWidth * 0.2; x <= pageWidth * 0.8; x += 2) {
    // One pass without allocating: what crosses x, and how the rest falls on either side.
    let crossing = 0
    let lowest = Number.POSITIVE_INFINITY
    for (const i of items)
      if (i.x < x - 1 && i.x + i.width > x + 1) {
        crossing += i.str.length
        lowest = Math.min(lowest, i.y)
      }
    // Text across the gutter is allowed above the columns only (they start below its lowest row), or below
    // the shorter column's foot (full-width text under a sidebar that ended higher up). A left half is
    // flush left ('left') or set flush right against the gutter, ragged left ('right').
    const judge = (below: number, underSide: boolean): 'left' | 'right' | false => {
      let inRegion = 0
      let leftCount = 0
      let rightCount = 0
      for (const i of items) {
        if (i.y >= below) continue
        inRegion += i.str.length
        if (i.x + i.width <= x + 1) leftCount++
        else if (i.x >= x - 1) rightCount++
      }
      if (below !== Number.POSITIVE_INFINITY && inRegion < total * 0.5) return false
      const key = `${below}:${leftCount}:${rightCount}:${underSide}`
      if (!judged.has(key)) {
        const region = items.filter((i) => i.y < below)
        const left = region.filter((i) => i.x + i.width <= x + 1)
        const right = region.filter((i) => i.x >= x - 1)
        const shorter = chars(left) < chars(right) ? left : right
        // A panel stretched down the page (rows at an even stride) stretches the column beside it too.
        const [leftStretched, rightStretched] = [left, right].map((side) => sidePitch(side, pitch) > pitch)
        const crossingBelow = (foot: number) =>
          Number.isFinite(foot) &&
          region.every((i) => !(i.x < x - 1 && i.x + i.width > x + 1) || i.y < foot - 2 * pitch)
        const sides =
          chars(left) >= total * 0.06 &&
          chars(right) >= total * 0.06 &&
          // The sides must run side by side down the page, else it is a header above a body.
          verticalOverlap(left, right) >= 0.5 &&
          isTextColumn(right, total * 0.06, pitch, span(left), besideLabels, leftStretched) &&
          // A sidebar that ends above full-width text runs down a good part of the page first.
          (!underSide || crossingBelow(sidebarFoot(shorter, pitch)))
        judged.set(
          key,
          !sides
            ? false
            : isTextColumn(left, total * 0.06, pitch, span(right), besideLabels, rightStretched)
              ? 'left'
              : !besideLabels &&
                  flushAt(left, x, pitch) &&
                  isTextColumn(mirrorItems(left, pageWidth), total * 0.06, pitch, span(right))
                ? 'right'
                : false,
        )
      }
      return judged.get(key)!
    }
    const above = crossing > total * 0.04 ? lowest - 1 : Number.POSITIVE_INFINITY
    const crossed = above !== Number.POSITIVE_INFINITY
    const overBand = judge(above, false)
    const underSide = !overBand && crossed ? judge(Number.POSITIVE_INFINITY, true) : false
    const flush = overBand || underSide
    if (!flush) continue
    const below = overBand ? above : Number.POSITIVE_INFINITY
    const residual = below === Number.POSITIVE_INFINITY ? crossing : 0
    if (!best || residual < best.crossing || (residual === best.crossing && below > best.below))
      best = { x, below, crossing: residual, leftFlushRight: flush === 'right' }
  }
  return best && { x: best.x, below: best.below, ...(best.leftFlushRight ? { leftFlushRight: true } : {}) }
}
