import { dateRangeSpan, findDateRange, isSingleDate } from '../text/date-range.ts'
import { contactDetail } from './contact-detail.ts'
import { bodyFontSize } from './find-heading-gutter.ts'
import { listBeside } from './list-beside.ts'
import { groupRows, type PdfRow, type PdfTextItem } from './pdf-row.ts'

export interface LabelColumn {
  /** Section names set in the column (larger than the body), each level with the content it heads. */
  headings: PdfRow[]
  /** The page's items with the column's labels replaced: one item per label, a cell before its row. */
  items: PdfTextItem[]
  /** A block of contact details set flush right beside the name above the column, to be read on its own. */
  aside: PdfTextItem[]
  /** The margin holds nothing but a short contact block: columns, when found, are the better reading. */
  contactOnly?: boolean
}

const near = (a: number, b: number, tolerance: number) => Math.abs(a - b) <= tolerance
// Larger than the body by a step of type at least: LaTeX's \large over an 11 pt body is 1.096 times it.
const larger = (size: number, body: number) => size >= body * 1.09
// A month set alone, its year on the line below ("Apr" / "2016" in a narrow timeline column).
const monthAlone = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.?$/i
// A date set larger (harnon-cv's timeline) is still a date, and "Present" the end of one.
const isDateText = (text: string) => /\b(?:19|20)\d{2}\b|^(?:present|now|today)$/i.test(text)
const isSectionName = (block: PdfRow[], body: number) =>
  (larger(block[0]!.fontSize, body) && !block.some((r) => isDateText(r.text))) ||
  block.every((r) => /\p{Lu}{2}/u.test(r.text) && !/\p{Ll}/u.test(r.text))

/**
 * A range set as its end over its start (YAAC: "Present" over "Apr 2019"): two single dates a line apart, the
 * upper the later, the lower beside the entry's list (indented past the row beside the upper) or beside nothing.
 * Single dates of two entries ("2020" over "2013", each beside its own row) start their rows at one edge.
 */
function endOverStart(upper: PdfRow, lower: PdfRow, contentRows: PdfRow[]): boolean {
  if (!isSingleDate(upper.text) || !isSingleDate(lower.text)) return false
  const span = dateRangeSpan(`${lower.text} – ${upper.text}`)
  if (!span || span.end <= span.start) return false
  const beside = (r: PdfRow) => contentRows.find((c) => near(c.y, r.y, 2))
  const [first, next] = [beside(upper), beside(lower)]
  return first !== undefined && (next === undefined || next.x > first.x + 2)
}

/**
 * A label column: dates, field labels and section names set left of the content, each level with the
 * content row it belongs to ("Mar 2021 –" / "Present" beside "IT Support Technician, …"; "Summary" beside
 * the summary). Found from positions alone: the content's left edge is where most body rows start, and every
 * block of text left of it (rows a line apart) is short and starts level with a content row. A sidebar fails
 * that test: its blocks run on for many rows beside unrelated content. Returns null without such a column.
 */
export function findLabelColumn(items: PdfTextItem[]): LabelColumn | null {
  const body = bodyFontSize(items)
  const starts = new Map<number, number>()
  for (const i of items)
    if (near(i.fontSize, body, 0.6))
      starts.set(Math.round(i.x), (starts.get(Math.round(i.x)) ?? 0) + i.str.length)
  const minX = Math.min(...items.map((i) => i.x))
  // Where most body text starts, or the entries' edge a little left of it when their lists (indented) hold
  // more text than the entries' own lines.
  const [most, mostChars] = [...starts.entries()].sort((a, b) => b[1] - a[1])[0] ?? []
  const contentX =
    most === undefined
      ? undefined
      : Math.min(
          most,
          ...[...starts.entries()]
            .filter(([x, n]) => x < most && x > most - 30 && x >= minX + 40 && n >= mostChars! * 0.3)
            .map(([x]) => x),
        )
  if (contentX === undefined || contentX - minX < 40) return null
  const isContent = (i: PdfTextItem) => i.x >= contentX - 2
  // The column starts with the content: a header above may run across it (a name beside its contact block).
  const top = Math.max(...items.filter((i) => isContent(i) && near(i.fontSize, body, 0.6)).map((i) => i.y))
  // A date label wider than the column stands on a line of its own above its entry, running past the
  // content's edge (simplecv's topic list): nothing starts at the content's edge beside it.
  const wide = new Set(
    groupRows(items.filter((i) => i.y <= top + body * 2.5))
      .filter(
        (r) => r.x < contentX - 40 && r.right >= contentX - 1 && r.cells.every((c) => c.x < contentX - 2),
      )
      .filter((r) => findDateRange(r.text)?.rest === '')
      .map((r) => r.y),
  )
  // A contact detail too long for a narrow margin runs on into the content's edge (moderncv's oldstyle
  // sets "linkedin.com/in/…" past it, over the summary's last line): it is the margin's all the same.
  const overflows = (i: PdfTextItem) => i.x < contentX - 40 && contactDetail.test(i.str)
  // A larger section name wrapped over two lines above the first content row starts a line higher.
  const reach = (i: PdfTextItem) => top + body * (larger(i.fontSize, body) ? 3.6 : 2.5)
  const inColumn = (i: PdfTextItem) =>
    (i.x + i.width < contentX - 1 || overflows(i) || [...wide].some((y) => near(y, i.y, 2))) &&
    i.y <= reach(i)
  const column = items.filter(inColumn)
  // A label that runs past the content's edge in its own type, the content set over its end ("Sep 2017 - Mar"
  // "2020" under "Field Claims Adjuster"), is the column's to its last run.
  for (const item of [...items].sort((a, b) => a.x - b.x))
    if (
      !column.includes(item) &&
      column.some(
        (c) =>
          c.font === item.font &&
          near(c.fontSize, item.fontSize, 0.1) &&
          near(c.y, item.y, 0.5) &&
          item.x >= c.x + c.width - 1 &&
          // A word space, a monospace one too (0.6 em).
          item.x - (c.x + c.width) <= item.fontSize * 0.8,
      )
    )
      column.push(item)
  if (!column.length) return null
  const contentRows = groupRows(items.filter((i) => isContent(i) && i.y <= top + body * 2.5))
  // Such a label, and any date range level with nothing, belongs to the content row just below it; but not
  // the end of a range wrapped after its dash ("Sep 2017 –" over "Mar 2020"), which stays under its start.
  const columnRows = groupRows(column).map((r, k, all) => {
    const above = all[k - 1]
    const rangeEnd = above && /[–—-]$/.test(above.text) && above.y - r.y <= r.fontSize * 1.6
    const alone =
      !rangeEnd &&
      /\d{4}/.test(r.text) &&
      findDateRange(r.text)?.rest === '' &&
      !contentRows.some((c) => near(c.y, r.y, Math.max(2, body * 0.45)))
    if (!alone && ![...wide].some((y) => near(y, r.y, 2))) return r
    const below = contentRows.find((c) => c.y < r.y && r.y - c.y <= r.fontSize * 2)
    return below ? { ...r, y: below.y } : r
  })
  // A word processor's table sets its section names bold at the body size in the label column, level with
  // nothing: one line in a font no content row uses (LibreOffice's CV template: "Experience" over a date).
  const contentFonts = new Set(items.filter(isContent).map((i) => i.font))
  const ownFont = (block: PdfRow[]) =>
    block.length === 1 &&
    !isDateText(block[0]!.text) &&
    !contentRows.some((r) => near(r.y, block[0]!.y, 2)) &&
    column.every((i) => !near(i.y, block[0]!.y, 2) || (i.font !== undefined && !contentFonts.has(i.font)))
  const sectionName = (block: PdfRow[]) => isSectionName(block, body) || ownFont(block)
  const blocks: PdfRow[][] = []
  for (const row of columnRows) {
    const block = blocks.at(-1)
    const last = block?.at(-1)
    // A wrapped label continues a line below, unless a content row starts level with it (the next entry).
    const anchored = contentRows.some((r) => near(r.y, row.y, 2))
    // A date range's end wraps with its year ("Jun 2018 – Feb" / "2021"), even beside the entry's next line.
    // A timeline sets a range as its start over a bar over its end ("Mar 2021" / "|" / "Present"): the bar is
    // its dash. A month set over its year goes on the same way ("Apr" / "2016" / "|" / "Apr" / "2020").
    const blockText = block?.map((r) => r.text).join(' ') ?? ''
    const rangeEnd =
      (/[–—|-]\s*\p{L}+\.?$/u.test(blockText) || monthAlone.test(blockText)) &&
      /^(?:19|20)\d{2}\b/.test(row.text)
    // A label beside its value that ends on a whole phrase is complete: a capitalised line below it, level
    // with nothing, is the next label (europecv's "Occupation or position held" over "Main activities and" /
    // "responsibilities", whose list starts below it); a wrapped label goes on in lowercase or after a link word.
    const nextLabel =
      last !== undefined &&
      contentRows.some((r) => near(r.y, last.y, 2)) &&
      /^\p{Lu}\p{Ll}/u.test(row.text) &&
      !/(?:\b(?:and|or|of|in|for|the|to|with)|[–—,&/-])$/i.test(last.text) &&
      !isDateText(row.text)
    const continues =
      (!anchored && !nextLabel) || rangeEnd || /[–—,&|-]$/.test(last?.text ?? '') || /^\p{Ll}/u.test(row.text)
    const sameSize = Math.abs((last?.fontSize ?? 0) - row.fontSize) < 0.5
    const close = last !== undefined && last.y - row.y <= row.fontSize * 1.6
    if (block?.length === 1 && last && close && sameSize && endOverStart(last, row, contentRows))
      block[0] = { ...last, text: `${row.text} – ${last.text}` }
    else if (block && last && close && continues && sameSize && (block.length < 4 || rangeEnd))
      block.push(row)
    else blocks.push([row])
  }
  // Contact details stacked in the margin beside the first rows (moderncv's oldstyle) are the header's, not
  // labels: the blocks holding them, and short blocks next to those (a place, an address's wrapped end).
  const contact = new Set(blocks.filter((b) => b.some((r) => contactDetail.test(r.text))))
  const touches = (upper: PdfRow[], lower: PdfRow[]) =>
    upper.at(-1)!.y - lower[0]!.y <= lower[0]!.fontSize * 1.8
  for (let pass = 0; pass < 2; pass++)
    blocks.forEach((b, k) => {
      const text = b.map((r) => r.text).join(' ')
      const [before, after] = [blocks[k - 1], blocks[k + 1]]
      const joins =
        (before !== undefined && contact.has(before) && touches(before, b)) ||
        (after !== undefined && contact.has(after) && touches(b, after))
      if (joins && text.length <= 40 && !sectionName(b) && !isDateText(text)) contact.add(b)
    })
  const contactItems = column.filter((i) => [...contact].some((b) => b.some((r) => near(r.y, i.y, 2))))
  blocks.splice(0, blocks.length, ...blocks.filter((b) => !contact.has(b)))
  // A margin holding only a short block of contact details beside the first rows, the rest of it empty
  // (moderncv's oldstyle): the block is the header's, whatever baselines it shares with the content.
  const contactRows = [...contact].flat()
  if (!blocks.length && contactRows.length >= 2 && contactRows.length <= 10)
    return {
      headings: [],
      aside: contactItems,
      items: items.filter((i) => !contactItems.includes(i)),
      contactOnly: true,
    }
  const columnChars = column.reduce((n, i) => n + (contactItems.includes(i) ? 0 : i.str.length), 0)
  const allChars = items.reduce((n, i) => n + i.str.length, 0)
  const maxX = Math.max(...items.map((i) => i.x + i.width))
  // Labels set flush right against the content (a form's "Occupation or position held") are a label column
  // even when long and wide; ragged text beside the content (a sidebar) is not.
  const rows = blocks.flat()
  const edge = rows.map((r) => r.right).sort((a, b) => a - b)[Math.floor(rows.length / 2)]!
  const flushRight =
    rows.filter((r) => near(r.right, edge, 2)).length >= rows.length * 0.8 && rows.length >= 4
  // A form's labels may also be ragged (ecv: "Name", "Position" before a rule and the values): short lines
  // ending well before the content, most on the very baseline of their value; a sidebar's lines run on up
  // to its gutter and keep their own pitch. A label there wraps only after a dash or comma or into a
  // lowercase word ("Employer" over "Responsibilities" is two labels, the second level with nothing). A table
  // with its section names in the label column's own font (a word processor's) needs only a cell gap after them.
  const labelRows = blocks.filter((b) => !sectionName(b)).flat()
  const gap = blocks.some(ownFont) ? 1.5 : 3
  const raggedForm =
    !flushRight &&
    labelRows.length >= 4 &&
    labelRows.every((r) => r.right < contentX - gap * body) &&
    labelRows.filter((r) => contentRows.some((c) => near(c.y, r.y, 1))).length >= labelRows.length * 0.8
  if (raggedForm)
    blocks.splice(
      0,
      blocks.length,
      ...blocks.flatMap((b) =>
        b.reduce<PdfRow[][]>((split, row, k) => {
          const prev = b[k - 1]?.text ?? ''
          if (k && (/[–—,&-]$|[–—-]\s*\p{L}+\.?$/u.test(prev) || /^\p{Ll}/u.test(row.text)))
            split.at(-1)!.push(row)
          else split.push([row])
          return split
        }, []),
      ),
    )
  const flush = flushRight || raggedForm
  // A form's label level with nothing whose value starts just below it (europecv sets a list a little lower
  // than its wrapped "Main activities and" / "responsibilities") labels that value's first row.
  if (flush)
    blocks.forEach((b, k) => {
      const last = b.at(-1)!
      if (sectionName(b) || contentRows.some((r) => near(r.y, b[0]!.y, Math.max(2, body * 0.45)))) return
      const below = contentRows
        .filter((r) => r.y < last.y && last.y - r.y <= last.fontSize * 2.5)
        .sort((a, c) => c.y - a.y)[0]
      const next = blocks[k + 1]?.[0]
      if (below && !(next && next.y >= below.y - 2)) blocks[k] = [{ ...b[0]!, y: below.y }, ...b.slice(1)]
    })
  // Level with a content row: baselines of larger content sit lower in the same table row.
  const anchoredBlocks = blocks.filter((b) =>
    contentRows.some((r) => near(r.y, b[0]!.y, Math.max(2, body * 0.45, r.fontSize * 0.45))),
  )
  // Labels stand beside the first rows of entries, apart from each other; a sidebar's short lines (contact
  // details, a list of skills) follow one another a line apart, level with whatever runs beside them.
  const stacked = blocks.filter(
    (b, k) => k > 0 && blocks[k - 1]!.at(-1)!.y - b[0]!.y <= b[0]!.fontSize * 2,
  ).length
  // Labels are short ("Mar 2021 – Present", "Key Skills") and the column narrow beside the content.
  const short = blocks.every((b) => b.reduce((n, r) => n + r.text.length, 0) <= (flush ? 80 : 40))
  if (
    blocks.length < 2 ||
    !short ||
    listBeside(blocks, contentRows) ||
    (!flush && stacked > blocks.length * 0.5) ||
    maxX - contentX < (flush ? 1.5 : 2.5) * (contentX - minX) ||
    // Section names above their rows are level with nothing, but belong to the column.
    blocks.filter((b) => anchoredBlocks.includes(b) || sectionName(b)).length < blocks.length * 0.6 ||
    columnChars > allChars * (flush ? 0.6 : 0.25)
  )
    return null

  const headings: PdfRow[] = []
  const labels: PdfTextItem[] = []
  for (const block of anchoredBlocks) {
    const [first] = block
    const text = block
      .map((r) => r.text)
      .join(' ')
      .replace(/(\d{4})\s*\|\s*(?=\S)/, '$1 – ')
    // A larger label beside a value as large (a form's headline row, "Desired employment" in \large) is a label.
    const asLarge = contentRows.some(
      (r) => near(r.y, first!.y, Math.max(2, body * 0.45)) && near(r.fontSize, first!.fontSize, 0.5),
    )
    if (larger(first!.fontSize, body) && !isDateText(text) && !asLarge)
      headings.push({ ...first!, text, heading: true })
    // A label is one cell set well before its row's content, so it reads as "label<tab>content"; before
    // the row's first run when that starts left of the content's edge (an entry line over an indented list).
    else {
      const rowX = Math.min(
        contentX,
        ...items.filter((i) => !column.includes(i) && near(i.y, first!.y, 2)).map((i) => i.x),
      )
      labels.push({
        str: text,
        // Set apart by more than a cell gap even beside larger content ("Name<tab>Marcus Bell" in 13 pt).
        x: rowX - 3 * body - first!.fontSize * text.length * 0.5,
        y: first!.y,
        width: first!.fontSize * text.length * 0.5,
        fontSize: first!.fontSize,
      })
    }
  }
  const dropped = new Set(column)
  // Blocks level with nothing stay as they were, but for section names above their rows ("Work experience"
  // over a form's "Dates" row, larger or in capitals), one heading even when wrapped.
  for (const block of blocks.filter((b) => !anchoredBlocks.includes(b))) {
    if (sectionName(block))
      headings.push({ ...block[0]!, text: block.map((r) => r.text).join(' '), heading: true })
    else for (const i of column) if (block.some((r) => near(r.y, i.y, 2))) dropped.delete(i)
  }
  // Contact details set flush right beside the name, above the column (moderncv's fancy style), share
  // baselines with the name and headline: they are read on their own.
  const above = items.filter((i) => i.y > top + body * 2.5)
  const beside = above.filter((i) => i.x < contentX - 12)
  const besideRows = groupRows(beside)
  // The edge most rows end at: an address too long for the block runs past it.
  const flushCount = Math.max(
    0,
    ...besideRows.map((r) => besideRows.filter((o) => near(o.right, r.right, 2)).length),
  )
  const flushBeside =
    flushCount >= Math.max(2, besideRows.length * 0.5) && above.some((i) => i.x >= contentX - 2)
  const aside = [...(flushBeside ? beside : []), ...contactItems]
  return {
    headings,
    aside,
    items: [...items.filter((i) => !dropped.has(i) && !aside.includes(i)), ...labels],
  }
}
