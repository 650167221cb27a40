import type { PdfTextItem } from './pdf-row.ts'

/** The font size most characters are set in. */
export function bodyFontSize(items: PdfTextItem[]): number {
  const chars = new Map<number, number>()
  for (const i of items) chars.set(i.fontSize, (chars.get(i.fontSize) ?? 0) + i.str.length)
  return [...chars.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0
}

/**
 * A margin of section headings beside their content ("Education | University of …"): returns the heading
 * items, or null. Headings are larger than the body and start at the page's left edge (or end where such a
 * heading ends); the content starts right of the widest of them. Below the first heading nothing else may start left of the content (the
 * header above, with the name and contact line, may run across).
 */
export function findHeadingGutter(items: PdfTextItem[]): PdfTextItem[] | null {
  const body = bodyFontSize(items)
  const minX = Math.min(...items.map((i) => i.x))
  const large = items.filter((i) => i.fontSize >= body * 1.1).sort((a, b) => a.x - b.x)
  // Each heading with the rest of it split into runs ("Certi" "fi" "cations"): touching runs on its baseline.
  const runs = large.map((lead) => {
    const run = [lead]
    let right = lead.x + lead.width
    for (const next of large)
      if (next.x > lead.x && Math.abs(next.y - lead.y) < 1 && next.x - right <= next.fontSize * 0.5) {
        run.push(next)
        right = next.x + next.width
      }
    return { run, x: lead.x, right }
  })
  // Headings start at the page's left edge, or end where the one starting there ends (set flush right
  // against the content: HTML designs' right-aligned section names).
  const leads = runs.filter((r) => r.x - minX <= 3)
  const ends = new Set(leads.map((r) => Math.round(r.right)))
  const flushRight = runs.filter(
    (r) => !leads.includes(r) && [...ends].some((e) => Math.abs(r.right - e) <= 1.5),
  )
  const candidates = [...new Set([...leads, ...flushRight].flatMap((r) => r.run))]
  if (!candidates.length) return null
  const firstY = Math.max(...candidates.map((i) => i.y))
  const below = items.filter((i) => i.y <= firstY + 1)
  const headingRight = Math.max(...candidates.map((i) => i.x + i.width))
  const contentX = Math.min(
    ...below.filter((i) => Math.abs(i.fontSize - body) < 0.5 && i.x > headingRight).map((i) => i.x),
  )
  if (!Number.isFinite(contentX) || contentX - minX < 50) return null
  return below.every((i) => i.x >= contentX - 4 || candidates.includes(i)) ? candidates : null
}
