import { contactDetail } from './contact-detail.ts'
import type { PdfTextItem } from './pdf-row.ts'

/**
 * A contact block set flush right beside the name and headline at the top of a page (Rover's "Email: …",
 * "Mobile: …", "LinkedIn:" over the profile address and the place, their baselines between the name's and the
 * headline's): its runs, to be read on their own. The header is what stands above the first line running across
 * the page's middle; the block is its runs starting right of the middle and ending at the text's right edge,
 * two of them contact details, beside runs left of the middle. Empty when the page has no such block.
 */
export function findContactAside(items: PdfTextItem[]): PdfTextItem[] {
  if (!items.length) return []
  const left = Math.min(...items.map((i) => i.x))
  const edge = Math.max(...items.map((i) => i.x + i.width))
  const middle = (left + edge) / 2
  const across = items.filter((i) => i.x < middle && i.x + i.width > middle)
  const floor = Math.max(...across.map((i) => i.y + i.fontSize))
  const header = items.filter((i) => i.y > floor)
  const aside = header.filter((i) => i.x > middle && i.x + i.width >= edge - 2)
  const [low, high] = [Math.min(...aside.map((i) => i.y)), Math.max(...aside.map((i) => i.y))]
  const beside = header.some(
    (i) => i.x + i.width < middle && i.y + i.fontSize >= low && i.y <= high + i.fontSize,
  )
  return beside && aside.filter((i) => contactDetail.test(i.str)).length >= 2 ? aside : []
}
