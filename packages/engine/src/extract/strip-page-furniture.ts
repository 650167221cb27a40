import { contactDetail } from './contact-detail.ts'
import { groupRows, type PdfTextItem } from './pdf-row.ts'

/** One page's text items and height, before lines are built. */
export interface PdfPage {
  items: PdfTextItem[]
  height: number
}

// "Page 1 of 2", "Page 2", "1 / 2", "- 2 -", a lone page number; "1/??" when LaTeX left the count unresolved.
const PAGE_NUMBER =
  /^(?:page\s*\d+(?:\s*(?:of|\/)\s*(?:\d+|\?\?))?|\d+\s*(?:of|\/)\s*(?:\d+|\?\?)|[-–]?\s*\d{1,2}\s*[-–]?)$/i
// Running headers and footers sit in this share of the page's height at its top or bottom.
const BAND = 0.1

/** A page number line ("Page 1 of 2", "2 / 3", "- 2 -"): furniture in any format. */
export const isPageNumber = (text: string) => PAGE_NUMBER.test(text.trim())

const key = (text: string) => text.replace(/\d+/g, '#').replace(/\s+/g, ' ').trim().toLowerCase()

/**
 * Removes page furniture before lines are built, so it never becomes an employer, a title or a date: page
 * numbers anywhere in a page's top or bottom band ("Page 1 of 2" also inside a longer footer run), and rows in
 * those bands that repeat on another page (a running header with the name, a footer; numbers ignored). On a
 * page's first page, a footer set apart below the content (a contact strip at the foot of the page) is
 * returned separately, to be read with the header. Items are not mutated.
 */
export function stripPageFurniture(pages: PdfPage[]): { pages: PdfTextItem[][]; footer: PdfTextItem[] } {
  const bandRows = pages.map(({ items, height }) =>
    groupRows(items.filter((i) => i.y < height * BAND || i.y > height * (1 - BAND))).map((r) => key(r.text)),
  )
  const repeated = (text: string, page: number) =>
    bandRows.some((rows, n) => n !== page && rows.includes(text))
  let footer: PdfTextItem[] = []
  const kept = pages.map(({ items, height }, page) => {
    const inBand = (i: PdfTextItem) => i.y < height * BAND || i.y > height * (1 - BAND)
    const furniture = new Set<PdfTextItem>()
    for (const row of groupRows(items.filter(inBand))) {
      const members = items.filter(
        (i) => inBand(i) && Math.abs(i.y - row.y) <= Math.max(2, i.fontSize * 0.45),
      )
      if (isPageNumber(row.text) || repeated(key(row.text), page)) for (const i of members) furniture.add(i)
      else
        for (const i of members)
          if (PAGE_NUMBER.test(i.str.trim()) && /page|\//i.test(i.str)) furniture.add(i)
    }
    const rest = items.filter((i) => !furniture.has(i))
    if (page > 0) return rest
    // A footer band below a wide gap: the content ends, then a strip at the foot of the page.
    const low = rest.filter((i) => i.y < height * 0.15).sort((a, b) => b.y - a.y)
    const above = rest.filter((i) => i.y >= height * 0.15)
    const lowest = Math.min(...above.map((i) => i.y))
    const top = low[0]
    // A section name left alone at the page's foot (its section starts on the next page) is larger than the
    // body; a contact strip is not.
    const sizes = rest.map((i) => i.fontSize).sort((a, b) => a - b)
    const heading = low.every((i) => i.fontSize > 1.2 * sizes[Math.floor(sizes.length / 2)]!)
    // Nor is the start of a section set low on the page after a gap (europecv's "Education and training"
    // with its first rows): a strip to read with the header holds a contact detail.
    const contact = low.some((i) => contactDetail.test(i.str))
    if (top && !heading && contact && Number.isFinite(lowest) && lowest - top.y > top.fontSize * 3) {
      footer = low
      return above
    }
    return rest
  })
  return { pages: kept, footer }
}
