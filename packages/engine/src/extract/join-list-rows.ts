import { findDateRange, isDateOnly } from '../text/date-range.ts'
import { startsWithLevel } from '../text/level-words.ts'
import { startsWithActionVerb } from '../text/starts-with-action-verb.ts'
import { findInsetHeadings } from './find-inset-headings.ts'
import { joinWrapped } from './join-wrapped.ts'
import { joinWrappedDash } from './join-wrapped-dash.ts'
import { joinWrappedRangeEnd } from './join-wrapped-range-end.ts'
import type { PdfRow } from './pdf-row.ts'

/**
 * A short list item ("• Account Reconciliation") followed by a capitalised row is a list of terms, not a
 * wrapped sentence, unless the item breaks off after a joining word or comma.
 */
function isShortListItem(prev: string, next: string): boolean {
  if (!prev.startsWith('• ') || prev.split(' ').length > 5 || !/^\p{Lu}/u.test(next)) return false
  return !continues(prev)
}

const titleCase = (text: string) => /^\p{Lu}[\p{L}\d.+#-]*(?: \p{Lu}[\p{L}\d.+#-]*)*$/u.test(text)

/** A short title-case phrase of two to four words ("Collection Development"). */
const isTerm = (text: string) => titleCase(text) && text.split(' ').length >= 2 && text.split(' ').length <= 4

/**
 * Short title-case phrases one over another, three in a row at least ("Reference Services",
 * "Collection Development", "Programme Planning"): a list of terms set without markers (a sidebar's skills),
 * not a wrapped line.
 */
function isTermList(
  before: string | undefined,
  prev: string,
  next: string,
  after: string | undefined,
): boolean {
  return isTerm(prev) && isTerm(next) && (isTerm(before ?? '') || isTerm(after ?? ''))
}

/** A run or row that is one address alone (an e-mail, a link, "(mailto:…)"): it can't wrap. */
export const isLoneAddress = (text: string) => /^\S*[@:/]\S*$/.test(text.trim())

/**
 * An address broken at a line end in a narrow column, aligned either way, joined again: "mar-" /
 * "cus.bell@mail.com" (the typesetter's hyphen, dropped), "linkedin.com/in/marcusbell-" / "it" (the address's
 * own, kept), or with no hyphen at all when unfinished: "marcus.bell@fast" / "mail.com", "linkedin.com/in/ma" /
 * "rcusbell-it". Null when the row is not the rest of an address.
 */
function joinBrokenAddress(prev: PdfRow, row: PdfRow): string | null {
  if (tabbed(prev) || !/^\S+$/.test(row.text) || !/^\p{Ll}/u.test(row.text)) return null
  if (prev.y - row.y > 1.6 * row.fontSize || Math.abs(prev.fontSize - row.fontSize) >= 0.5) return null
  const email = row.text.includes('@')
  if (/\p{L}-$/u.test(prev.text) && (email || /[./@]\S*-$/.test(prev.text)))
    return email ? prev.text.slice(0, -1) + row.text : prev.text + row.text
  const unfinished =
    (/@[^\s.]+$/.test(prev.text) && row.text.includes('.')) ||
    // A domain cut inside its last part ("…@fastmail.co" / "m"): a lone fragment of one to three letters.
    (/@\S+\.\p{Ll}{1,3}$/u.test(prev.text) && /^\p{Ll}{1,3}$/u.test(row.text)) ||
    (/\S\.\S*\/\S*$/.test(prev.text) && !/[.@/]/.test(row.text))
  return unfinished ? prev.text + row.text : null
}

/**
 * An entry's line wrapped beside its date range set flush right at the column's edge ("Help Desk Analyst,
 * Acme, Beaverton," beside "Jun 2018 – Feb 2021", "OR." under it: moderncv's oldstyle): the rest goes before
 * the dates. Null when the row is not that line's rest.
 */
function joinBesideDates(prev: PdfRow, row: PdfRow, columnRight: number): string | null {
  if (tabbed(prev) || tabbed(row) || listed(row) || prev.heading || row.heading) return null
  if (Math.abs(row.x - prev.x) > 2 || Math.abs(prev.fontSize - row.fontSize) >= 0.5) return null
  if (prev.y - row.y <= 0 || prev.y - row.y > 1.6 * row.fontSize || isDateOnly(row.text)) return null
  if (prev.right < columnRight - 0.5 * prev.fontSize) return null
  const dates = findDateRange(prev.text)?.dates
  if (!dates || !prev.text.endsWith(dates) || !/\d\s*(?:[-–—]|to)\s*\S/.test(dates)) return null
  const before = prev.text.slice(0, -dates.length).trimEnd()
  // The rest ends left of where the dates start.
  const datesX = prev.right - (dates.length * (prev.right - prev.x)) / prev.text.length
  return before && continues(before) && row.right < datesX ? `${before} ${row.text} ${dates}` : null
}

/**
 * A detail set flush right in a smaller size beside an entry's line, wrapped onto the next line at the text's
 * left ("Bachelor of … Management<tab>University" over "of Memphis": Twenty-Seconds CV's institution): the
 * rest goes to that detail. Null when the row is not its rest.
 */
function joinRightDetail(prev: PdfRow, row: PdfRow): string | null {
  const [first, ...others] = prev.cells
  const detail = others.at(-1)
  if (!first || !detail || tabbed(row) || listed(row) || prev.heading || row.heading) return null
  if (first.fontSize - detail.fontSize < 1 || Math.abs(row.fontSize - detail.fontSize) >= 0.5) return null
  if (prev.y - row.y <= 0 || prev.y - row.y > 1.6 * row.fontSize || row.x >= detail.x) return null
  return /^\p{Ll}/u.test(row.text) || continues(detail.text) ? `${prev.text} ${row.text}` : null
}

// A grid's cells are read down their columns already.
const short = (r: PdfRow | undefined) =>
  r !== undefined &&
  !tabbed(r) &&
  !r.heading &&
  r.cell === undefined &&
  !/\d/.test(r.text) &&
  r.text.split(' ').length <= 3

/**
 * A term wrapped inside a narrow cell of a list without markers (a skill beside its level bar: "SCADA" over
 * "Monitoring"): rows i-1 and i, short and at one x and size, a line apart, with a wider gap above and below
 * them to the list's other short rows.
 */
function wrapsInCell(rows: PdfRow[], i: number): boolean {
  const [before, prev, row, after] = [rows[i - 2], rows[i - 1], rows[i], rows[i + 1]]
  if (!short(prev) || !short(row) || prev!.text.split(' ').length + row!.text.split(' ').length > 4)
    return false
  // A level under its name ("English" over "Native") is the name's detail, not its rest.
  if (startsWithLevel.test(row!.text)) return false
  const alike = (r: PdfRow | undefined) =>
    r !== undefined && Math.abs(r.x - row!.x) <= 2 && Math.abs(r.fontSize - row!.fontSize) < 0.5
  const step = prev!.y - row!.y
  const gap = (a: PdfRow | undefined, b: PdfRow | undefined) =>
    a && b && alike(a) && alike(b) && short(a) && short(b) ? a.y - b.y : 0
  // The list's other items: a wider gap on each side (or the list's end, a row of another kind).
  const above = gap(before, prev)
  const below = gap(row, after)
  return (
    alike(prev) &&
    step > 0 &&
    (above || below) > 0 &&
    (above === 0 || above >= 1.4 * step) &&
    (below === 0 || below >= 1.4 * step)
  )
}

// A row stopping on a comma, a joining word or an open range's dash ("Mar 2021 –" over "Present") goes on.
const continues = (text: string) =>
  /(?:[,&/–—]|\b(?:and|of|in|for|to|with|the|a|an|on|at|by|from))$/i.test(text)
const listed = (r: PdfRow) => r.text.startsWith('• ')
const joiningWords = new Set(['and', 'of', 'in', 'for', 'the', 'at', 'on', '&'])
// A name of two words or more, each capitalised but its joining words, an issuing year in brackets allowed
// ("Board of Nursing (2019)"): a degree, a credential, an institution or an issuer.
const isTitleCaseName = (text: string) => {
  const words = text.replace(/\s*\((?:19|20)\d{2}\)$/, '').split(' ')
  return words.length >= 2 && words.every((w) => joiningWords.has(w) || /^[\p{Lu}\d][\p{L}\d.'&-]*$/u.test(w))
}
const tabbed = (r: PdfRow) => r.text.includes('\t')

/**
 * Unwraps paragraphs and rebuilds list items. Browsers draw list markers as graphics, so a body-sized row
 * indented from the margin (or from the latest unindented row) starts a list item and is given a "• ". A row
 * continues the row above when its first word would not have fitted at the end of that row, when it sits
 * under a list item's text like a hanging indent, or when it is a grid cell wrapping in its column; never
 * after a sentence, a short list term, an email or a link, before a lone date, or at an action verb opening
 * the next item. Margin headings, and headings set in past the text's edge, stay as they are. `columnEdge` is
 * the column's right edge (gutter or page).
 */
export function joinListRows(rows: PdfRow[], columnEdge = 0): PdfRow[] {
  const body = rows.filter((r) => !r.heading)
  const texts = body.filter((r) => r.text.length > 2 && !tabbed(r))
  if (!texts.length) return rows
  const baseX = Math.min(...texts.map((r) => r.x))
  // The body is the size most of the text is set in: entry lines in larger type over short lists (a company
  // over "Title | dates" over two duties) may outnumber the list's rows.
  const chars = new Map<number, number>()
  for (const r of texts) chars.set(r.fontSize, (chars.get(r.fontSize) ?? 0) + r.text.length)
  const bodySize = [...chars].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0]
  // The wrap margin of a row's own block: lists are often narrower than paragraphs, and right-aligned
  // dates in heading rows (with tabs) can sit beyond it.
  const blockRight = rows.map((row, i) => {
    let right = row.right
    for (let j = Math.max(0, i - 8); j < Math.min(rows.length, i + 9); j++) {
      const r = rows[j]!
      if (
        !tabbed(r) &&
        !r.heading &&
        !isLoneAddress(r.text) &&
        Math.abs(r.x - row.x) <= 20 &&
        Math.abs(r.fontSize - row.fontSize) < 0.5
      )
        right = Math.max(right, r.right)
    }
    return right
  })
  // The column's right edge: where the page or the gutter ends it, else its widest row (not an address
  // alone, which can't wrap and may run out of the column's box).
  const columnRight = Math.max(columnEdge, ...body.filter((r) => !isLoneAddress(r.text)).map((r) => r.right))
  // The line pitch inside a paragraph: the smallest baseline step between untabbed rows of the same size (a
  // larger title may sit closer above its company line, a header's tabbed contact rows closer together).
  const pitch = new Map<number, number>()
  rows.forEach((r, i) => {
    const above = rows[i - 1]
    const key = Math.round(r.fontSize * 2)
    // A date line is a paragraph of its own (LibreOffice sets less space after it than a wrapped line's).
    if (
      !above ||
      Math.round(above.fontSize * 2) !== key ||
      tabbed(above) ||
      tabbed(r) ||
      isDateOnly(above.text)
    )
      return
    const step = above.y - r.y
    // A step of several line heights (terms set a level bar apart) is no line pitch.
    if (
      step >= r.fontSize * 0.8 &&
      step <= r.fontSize * 2.5 &&
      step < (pitch.get(key) ?? Number.POSITIVE_INFINITY)
    )
      pitch.set(key, step)
  })
  const insetHeadings = findInsetHeadings(rows)
  const out: PdfRow[] = []
  let prevRight = 0
  // The left edge of the latest row that is not a list item: lists indent from it (a dates gutter may put
  // it well right of the column's edge).
  let plainX = baseX
  // The text's x of an entry set as a list item (see below): rows under it are its lines, not items.
  let entryX: number | undefined
  for (const [i, row] of rows.entries()) {
    const prev = out.at(-1)
    // A row whose last cell starts where this row does ("Summary<tab>Data engineer with …" above "fintech
    // companies."), or under its text when it is a list item, may wrap into that cell.
    const lastCell = prev?.cells.at(-1)
    const wrapsCell =
      !prev ||
      !tabbed(prev) ||
      (lastCell !== undefined && Math.abs(lastCell.x - row.x) <= (lastCell.text.startsWith('• ') ? 20 : 2))
    const joined =
      prev &&
      (joinBrokenAddress(prev, row) ??
        joinBesideDates(prev, row, columnRight) ??
        joinRightDetail(prev, row) ??
        joinWrappedDash(prev, row, bodySize) ??
        joinWrappedRangeEnd(prev, row))
    if (prev && joined) {
      prev.text = joined
      prev.y = row.y
      continue
    }
    // A row with cells continues one that stops on a joining word ("… University of" / "Kraków<tab>2013") or
    // inside a word the typesetter hyphenated ("… Aviation Mainte-" / "nance Technology<tab>2011 - 2013").
    const opens =
      !tabbed(row) ||
      (prev !== undefined &&
        (continues(prev.text) || (/\p{L}-$/u.test(prev.text) && /^\p{Ll}/u.test(row.text))))
    if (prev && !row.heading && !prev.heading && !listed(row) && opens && wrapsCell) {
      const first = row.cells[0] ?? row
      const charWidth = (first.right - first.x) / Math.max(1, first.text.length)
      const firstWord = (row.text.split(' ')[0]?.length ?? 0) * charWidth
      // A wrapped row's next word fits neither in its block's margin nor, unless the row already spans
      // most of the column, before the column's edge.
      const overflows = (margin: number) => prev.right + firstWord + 0.3 * row.fontSize > margin - 1
      const step = prev.y - row.y
      // Text wrapping under a list item's marker: left of the item's text, still indented.
      const hanging = listed(prev) && row.x < prev.x - 3 && row.x - baseX > 3 && row.cell === undefined
      // A grid cell wraps within its column: certainly when the word would not fit before the next column,
      // else only after a comma or joining word (a cell's width is unknown; "IV Therapy" under "Ventilator
      // Management" is the next cell, "Performance Profiling" under "C#, Editor Tools," is not).
      // The last column's margin is the column's edge, when known ("Orthopaedic …; American Board of Physical
      // Therapy" over "Specialties", beside a date cell). A date range centred in its cell ("Mar 2021 –" over "Present") ends
      // in the cell below it, whatever its dash ("Jan 2020 -").
      const rangeEnds =
        /[-–—]$/.test(prev.text) &&
        isDateOnly(`${prev.text} ${row.text}`) &&
        row.x < prev.right &&
        row.right > prev.x
      const lastColumn = prev.cell === Number.POSITIVE_INFINITY && columnEdge > 0
      const cellWraps =
        row.cell !== undefined &&
        prev.cell !== undefined &&
        (rangeEnds ||
          (Math.abs(row.x - prev.x) <= 2 &&
            (overflows(lastColumn ? columnEdge : prev.cell) ||
              continues(prev.text) ||
              /^\p{Ll}/u.test(row.text))))
      // A capitalised action verb under a list item (or a label row's value) opens the next item ("Moved …"),
      // and so it does under a finished capitalised row without dates (not an entry line), as any capitalised
      // row does under such a row opening with an action verb: items of a list whose markers are not drawn.
      // Both are lines of several words: a name wrapped in a narrow column ("Certified Kubernetes" over
      // "Administrator", "… in Interaction" over "Design") is not a list.
      const capitalised = (text: string) => /^\p{Lu}/u.test(text)
      const words = (text: string) => text.split(/\s+/).length
      const nextItem = () =>
        capitalised(row.text) &&
        (((listed(prev) || tabbed(prev)) && startsWithActionVerb(row.text)) ||
          (capitalised(prev.text) &&
            !continues(prev.text) &&
            // Prose whose sentences run on across rows ("… districts. Fitted 85" / "GPS collars …") is no list.
            !/[.!?] \p{Lu}/u.test(prev.text) &&
            !findDateRange(prev.text) &&
            words(prev.text) >= 4 &&
            words(row.text) >= 3 &&
            (startsWithActionVerb(row.text) || startsWithActionVerb(prev.text))))
      // A lowercase start, or a row above that stops on a joining word, continues whenever the word would
      // not have fitted in the block, even if the column is wider (a sidebar's padding is invisible).
      const runsOn = /^\p{Ll}/u.test(row.text) || continues(prev.text)
      const prevX = tabbed(prev) ? lastCell!.x : prev.x
      const wraps =
        (hanging ||
          cellWraps ||
          wrapsInCell(rows, i) ||
          (row.cell === undefined &&
            Math.abs(row.x - prevX) <= (listed(prev) || prevX - baseX > 4 ? 20 : 2) &&
            overflows(prevRight) &&
            // A label row's value has a known column: it wraps only when the word would not have fitted.
            (runsOn ||
              overflows(columnRight) ||
              // A row filling most of its column wraps though the word might have fitted (the column's
              // edge may lie past the text's box), but not a name of three words or more under another name:
              // a degree over its school, a credential over its issuer, each set on a line of its own.
              (!tabbed(prev) &&
                prev.right - baseX >= 0.75 * (columnRight - baseX) &&
                !(isTitleCaseName(prev.text) && isTitleCaseName(row.text) && words(row.text) >= 3))))) &&
        step > 0 &&
        // A range's start in a grid cell keeps its row's baseline, which a taller title beside it may set
        // higher: its end below may be a little more than a line's pitch down.
        step <= (pitch.get(Math.round(row.fontSize * 2)) ?? row.fontSize * 1.5) * (rangeEnds ? 1.5 : 1.1) &&
        Math.abs(prev.fontSize - row.fontSize) < 0.5 &&
        // A sentence, or an entry ending on its year ("…, 2020", "… (2015 – 2017)"), is done before a capital.
        !(/(?:[.!?]|\b(?:19|20)\d{2}\)?)$/.test(prev.text) && /^\p{Lu}/u.test(row.text)) &&
        // Contact details stacked in a sidebar are separate lines, however narrow the sidebar.
        !/@\S+$|https?:\/\/\S+$/.test(prev.text) &&
        !/^\S+@\S+\.\S+$/.test(row.text) &&
        !isShortListItem(prev.text, row.text) &&
        !isTermList(out.at(-2)?.text, prev.text, row.text, rows[i + 1]?.text) &&
        // A lone date is no wrapped rest, but after a separator or a list item stopped on a joining word
        // ("• Rezoned the harbour district in" / "2021").
        !(isDateOnly(row.text) && !/[·•,|–—-]$/.test(prev.text) && !(listed(prev) && continues(prev.text))) &&
        // A row led by its year ("2024: Basic Life Support, …") is the next dated entry.
        !/^(?:19|20)\d{2}\s*[:–—-]/.test(row.text) &&
        !nextItem()
      if (wraps) {
        prev.text = joinWrapped(prev.text, row.text)
        prev.right = row.right
        prev.y = row.y
        prevRight = blockRight[i]!
        continue
      }
    }
    const indented = (from: number) => row.x - from >= 6 && row.x - from <= 60
    // A paragraph's first-line indent: the row runs to its block's margin and the next row, back at the
    // margin the text came from, carries on; a list item's wrapped rows stay indented under its text.
    const next = rows[i + 1]
    const firstLine =
      next !== undefined &&
      !next.heading &&
      !tabbed(next) &&
      !listed(next) &&
      next.cell === undefined &&
      Math.abs(next.x - plainX) <= 2 &&
      Math.abs(next.fontSize - row.fontSize) < 0.5 &&
      row.y - next.y > 0 &&
      row.y - next.y <= (pitch.get(Math.round(row.fontSize * 2)) ?? row.fontSize * 1.5) * 1.1 &&
      row.right +
        ((next.right - next.x) / Math.max(1, next.text.length)) * (next.text.split(' ')[0]!.length + 1) >
        blockRight[i]! - 1
    // An entry set as a list item ("• Title (2021 – Present)" over its employer and a description, each at
    // the item's text, past its marker): a dated item with a row of its own under its text is the entry's
    // line, its marker dropped, and the rows under its text are its lines, not list items.
    const item = out.at(-1)
    if (listed(row)) entryX = undefined
    else if (
      item &&
      listed(item) &&
      !row.heading &&
      !tabbed(row) &&
      row.x > item.x + 2 &&
      row.x <= item.x + 1.5 * item.fontSize &&
      /\b(?:19|20)\d{2}\b/.test(item.text)
    ) {
      item.text = item.text.slice(2)
      entryX = row.x
    }
    const inEntry = entryX !== undefined && Math.abs(row.x - entryX) <= 2
    // A row in smaller type under a label row, flush with the text after its label (a timeline's school or
    // issuer under the degree or certificate), is the entry's next line.
    const above = rows[i - 1]
    const underLabel =
      above !== undefined &&
      tabbed(above) &&
      row.fontSize < above.fontSize - 0.5 &&
      above.cells.slice(1).some((c) => Math.abs(c.x - row.x) <= 2)
    // An indented date range alone on its row heads the entry below it (simplecv's topic label wider than
    // its margin), never a list item.
    const bulleted =
      !underLabel &&
      !inEntry &&
      !listed(row) &&
      !row.heading &&
      !insetHeadings.has(row) &&
      !isDateOnly(row.text) &&
      row.cell === undefined &&
      !tabbed(row) &&
      (indented(baseX) || (plainX > baseX + 4 && indented(plainX))) &&
      !firstLine &&
      row.fontSize <= bodySize + 0.3
    out.push(bulleted ? { ...row, text: `• ${row.text}` } : { ...row })
    // A tabbed row's first cell may be a label left of the text (a label column): it sets no list margin.
    if (!bulleted && !listed(row) && !row.heading && !tabbed(row)) plainX = row.x
    prevRight = blockRight[i]!
  }
  return out
}
