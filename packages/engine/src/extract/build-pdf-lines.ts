import type { DocumentLine } from './document-line.ts'
import { columnLeft, columnTop, findColumnSplit, mirrorItems, sidebarFoot } from './find-column-split.ts'
import { findContactAside } from './find-contact-aside.ts'
import { bodyFontSize, findHeadingGutter } from './find-heading-gutter.ts'
import { findLabelColumn, type LabelColumn } from './find-label-column.ts'
import { joinCellWraps } from './join-cell-wraps.ts'
import { joinFirstCells } from './join-first-cells.ts'
import { isLoneAddress, joinListRows } from './join-list-rows.ts'
import { markUndrawnListItems } from './mark-undrawn-list-items.ts'
import { groupRows, type PdfRow, type PdfTextItem } from './pdf-row.ts'
import { readGridCells } from './read-grid-cells.ts'

/**
 * One block of rows (a column, a header) as lines: grids read down their columns, paragraphs and lists
 * rebuilt against the block's right edge (the page's text edge, or the gutter).
 */
function blockLines(
  rows: PdfRow[],
  page: number,
  edge: number,
  sidebar = false,
  grids = true,
): DocumentLine[] {
  const joined = joinFirstCells(rows)
  return markUndrawnListItems(joinListRows(grids ? readGridCells(joined) : joined, edge))
    .filter((r) => r.text)
    .map((r) => ({
      text: r.text,
      page,
      fontSize: r.fontSize,
      ...(r.heading ? { heading: true } : {}),
      ...(r.cell !== undefined ? { cell: true } : {}),
      ...(sidebar ? { sidebar: true } : {}),
    }))
}

/**
 * Rows of a column set flush right (ragged left) mirrored left to right, so that its wraps and indents are
 * judged as in a column set flush left: its right edge is its margin.
 */
function mirrorRows(rows: PdfRow[], width: number): PdfRow[] {
  return rows.map((r) => ({
    ...r,
    x: width - r.right,
    right: width - r.x,
    cells: r.cells.map((c) => ({ ...c, x: width - c.right, right: width - c.x })),
  }))
}

/**
 * A one-column page. Headings set in a left margin, or in a label column beside the content, are placed
 * before the content level with them; a label column's other labels become the first cell of their row.
 */
function singleColumn(items: PdfTextItem[], page: number, margin: PdfTextItem[] | null): DocumentLine[] {
  const edge = Math.max(...items.map((i) => i.x + i.width))
  const headings: PdfRow[] = []
  let rest = items
  // Rows of a label column are "label<tab>content" entries, not a grid to read down its columns.
  let grids = true
  let aside: PdfTextItem[] = []
  if (margin) {
    let lastY = Number.POSITIVE_INFINITY
    for (const row of groupRows(margin)) {
      const last = headings.at(-1)
      // A heading wrapped in the margin ("Professional" / "Experience") is one heading.
      if (last && lastY - row.y <= 2.2 * row.fontSize) last.text = `${last.text} ${row.text}`
      else headings.push({ ...row, heading: true })
      lastY = row.y
    }
    rest = items.filter((i) => !margin.includes(i))
  } else {
    const labels = findLabelColumn(items)
    if (labels) {
      headings.push(...labels.headings)
      rest = labels.items
      aside = labels.aside
      grids = false
    } else {
      aside = findContactAside(items)
      rest = items.filter((i) => !aside.includes(i))
    }
  }
  const rows = groupRows(rest)
  // Placed from the bottom up, each before the first row (or heading placed already) level with or below it.
  for (const heading of headings.sort((a, b) => a.y - b.y)) {
    const top = heading.y + heading.fontSize
    const at = rows.findIndex((r) => r.y <= top)
    rows.splice(at < 0 ? rows.length : at, 0, heading)
  }
  // Contact details beside the name come first, as the header they are; after the rows standing wholly above
  // them (a name and headline over a contact block in the margin: moderncv's oldstyle).
  if (!aside.length) return blockLines(rows, page, edge, false, grids)
  const asideTop = Math.max(...aside.map((i) => i.y + i.fontSize))
  const over = rows.filter((r) => r.y > asideTop)
  return [
    ...blockLines(over, page, edge, false, grids),
    ...blockLines(groupRows(aside), page, 0, false, false),
    ...blockLines(
      rows.filter((r) => !over.includes(r)),
      page,
      edge,
      false,
      grids,
    ),
  ]
}

/**
 * A label column (a timeline's dates) beside the body, and a sidebar right of both (html-resume's grey
 * column of contact lines and skills): the split is found without the labels, whose rows start where their
 * text's width puts them; the body is read with its label column, the sidebar after it.
 */
function sidebarBesideLabels(
  items: PdfTextItem[],
  labels: LabelColumn,
  pageWidth: number,
): ((page: number) => DocumentLine[]) | null {
  const content = labels.items.filter((i) => items.includes(i))
  const found = findColumnSplit(content, pageWidth, true)
  if (!found || found.below !== Number.POSITIVE_INFINITY) return null
  const side = content.filter((i) => i.x >= found.x - 1)
  const sideLeft = Math.min(...side.map((i) => i.x))
  // The labels stand left of the body: a sidebar on the right only.
  if (sideLeft < pageWidth / 2) return null
  const body = items.filter((i) => !side.includes(i))
  const edge = Math.max(...side.map((i) => i.x + i.width))
  return (page) => [...singleColumn(body, page, null), ...blockLines(groupRows(side), page, edge, true)]
}

/**
 * Lines of one page in reading order: text above where both columns begin (a header across the page), the
 * wider (main) column, full-width text below, then the narrower column flagged as a sidebar (the caller reads
 * sidebars after the main column of every page, so a section can run on from one page to the next).
 */
export function buildPdfLines(pageItems: PdfTextItem[], pageWidth: number, page: number): DocumentLine[] {
  const items = joinCellWraps(pageItems)
  // Margin headings are checked first: with little text beside them they could pass for a sidebar.
  const margin = findHeadingGutter(items)
  const labels = margin ? null : findLabelColumn(items)
  const timeline = labels && !labels.contactOnly ? sidebarBesideLabels(items, labels, pageWidth) : null
  if (timeline) return timeline(page)
  const found = margin || (labels && !labels.contactOnly) ? null : findColumnSplit(items, pageWidth)
  if (!found) return singleColumn(items, page, margin)
  const split = found.x
  const isLeft = (i: PdfTextItem) => i.x + i.width <= split + 1
  const isRight = (i: PdfTextItem) => i.x >= split - 1
  // An item across the gutter, or on a line that runs across it in runs ("555-0100 | Kraków, Poland": the
  // runs on either side a word gap apart, where a gutter would leave a wide gap).
  const runsAcross = new Set<PdfTextItem>()
  for (const row of groupRows(items)) {
    const near = items.filter((i) => Math.abs(i.y - row.y) <= Math.max(2, row.fontSize * 0.45))
    const leftEnd = Math.max(...near.filter(isLeft).map((i) => i.x + i.width))
    const rightStart = Math.min(...near.filter((i) => !isLeft(i) && isRight(i)).map((i) => i.x))
    if (rightStart - leftEnd < row.fontSize) for (const i of near) runsAcross.add(i)
  }
  const crosses = (i: PdfTextItem) => (!isLeft(i) && !isRight(i)) || runsAcross.has(i)
  const columns = items.filter((i) => i.y < found.below)
  const leftColumn = columns.filter(isLeft)
  const tops = [
    columnTop(found.leftFlushRight ? mirrorItems(leftColumn, pageWidth) : leftColumn),
    columnTop(columns.filter(isRight)),
  ]
  // A line whose runs on the right start in the gutter, short of the right column's edge, runs across it
  // with wide gaps (a contact line spread over the page above a column that starts lower).
  const rightLeft = columnLeft(columns.filter((i) => !isLeft(i) && isRight(i)))
  const rowOf = (i: PdfTextItem) => items.filter((o) => Math.abs(o.y - i.y) <= Math.max(2, i.fontSize * 0.45))
  const inGutter = (i: PdfTextItem) =>
    !isLeft(i) && isRight(i) && i.x < rightLeft - i.fontSize && rowOf(i).some(isLeft)
  // Above both columns' first rows is a header; so is text across the gutter above either one (a centred
  // headline beside which a column happens to start), and all above it. Text across it lower down is a footer.
  // Everything above such a line is the header too (a headline under the name on the sidebar's side).
  const headerFloor = Math.min(
    ...items.filter((i) => (crosses(i) || inGutter(i)) && i.y > Math.min(...tops) + 2).map((i) => i.y),
  )
  // Section names level with each other atop both columns (a two-panel layout's "Contact" beside "Summary")
  // are where both columns begin, whatever rows each column's usual edge starts lower down.
  const bodySize = bodyFontSize(items)
  const sectionName = (i: PdfTextItem) => i.fontSize >= bodySize * 1.09 && /\p{L}{2}/u.test(i.str)
  const rightNames = columns.filter((o) => !isLeft(o) && isRight(o) && sectionName(o))
  const levelNames = columns
    .filter((i) => isLeft(i) && sectionName(i) && rightNames.some((o) => Math.abs(o.y - i.y) <= 2))
    .map((i) => i.y)
  const top = Math.max(...tops, ...levelNames)
  const isAbove = (i: PdfTextItem) =>
    i.y > top + 2 || (i.y >= headerFloor - 1 && !levelNames.some((y) => Math.abs(y - i.y) <= 2))
  const above = items.filter(isAbove)
  const rest = items.filter((i) => !isAbove(i))
  const left = rest.filter(isLeft)
  const right = rest.filter((i) => !isLeft(i) && isRight(i))
  const minX = Math.min(...items.map((i) => i.x))
  const maxX = Math.max(...items.map((i) => i.x + i.width))
  const rightIsMain = maxX - split > split - minX
  const [body, column] = rightIsMain ? [right, left] : [left, right]
  // Below the sidebar's end (its last rows on its own edges), text across the gutter, and text on its side
  // level with a main row, are the main column's (a date set flush right of a main entry, past the edge of
  // a sidebar that ended higher up). Text across it higher up is a footer. A few dates flush right, taken for a
  // column on a sparse page, have no foot: nothing joins the main column then.
  // A sidebar set flush right (ragged left) has its usual edge at the gutter: its foot is found on its mirror.
  const foot = sidebarFoot(
    rightIsMain && found.leftFlushRight ? mirrorItems(column, pageWidth) : column,
    1.25 * bodySize,
  )
  const mainRow = (i: PdfTextItem) =>
    i.y < foot - 1 && body.some((o) => Math.abs(o.y - i.y) <= Math.max(2, i.fontSize * 0.45))
  const across = rest.filter(crosses)
  const widening = [...column.filter(mainRow), ...across.filter((i) => i.y < foot - 1)]
  // There the main column widens: its text under the sidebar is a block of its own, its widest row its edge.
  const under = widening.length ? [...body.filter((i) => i.y < foot - 1), ...widening] : []
  const underSet = new Set(under)
  const main = body.filter((i) => !underSet.has(i))
  const side = column.filter((i) => !mainRow(i))
  const below = across.filter((i) => i.y >= foot - 1)
  // An address can't wrap and may run out of its column's box (a link's target printed after it): the right
  // column's edge, where its rows wrap, is set by the other text.
  const rightEdge = Math.max(...items.filter((i) => !isLoneAddress(i.str)).map((i) => i.x + i.width), split)
  // A left half set flush right is read as its mirror image, its margin at the gutter.
  const leftEdge = found.leftFlushRight ? pageWidth - minX : split
  const [mainEdge, sideEdge] = rightIsMain ? [rightEdge, leftEdge] : [leftEdge, rightEdge]
  const rows = (list: PdfTextItem[], onLeft: boolean) =>
    onLeft && found.leftFlushRight ? mirrorRows(groupRows(list), pageWidth) : groupRows(list)
  return [
    // A header's own width is unknown (it may stop short of a photo): its widest row stands in.
    ...blockLines(groupRows(above), page, 0),
    ...blockLines(rows(main, !rightIsMain), page, mainEdge),
    ...blockLines(groupRows(under), page, 0),
    ...blockLines(groupRows(below), page, 0),
    ...blockLines(rows(side, rightIsMain), page, sideEdge, true),
  ]
}
