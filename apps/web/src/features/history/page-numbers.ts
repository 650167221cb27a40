export type PageItem = number | 'gap'

/**
 * docs/product.md § Screens: the first page, the last page and the current page ± 1, with a gap (an ellipsis) wherever
 * numbers are skipped. A current page outside 1…pageCount is clamped; no pages gives an empty list.
 */
export function getPageNumbers(current: number, pageCount: number): PageItem[] {
  if (pageCount < 1) return []
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), pageCount)
  const shown = [...new Set([1, page - 1, page, page + 1, pageCount])]
    .filter((n) => n >= 1 && n <= pageCount)
    .sort((a, b) => a - b)
  const items: PageItem[] = []
  for (const [i, n] of shown.entries()) {
    if (i > 0 && n - shown[i - 1]! > 1) items.push('gap')
    items.push(n)
  }
  return items
}

/** "Showing X to Y of N analyses": the 1-based range of rows on a page. */
export function getPageRange(page: number, pageSize: number, count: number): { from: number; to: number } {
  if (count === 0) return { from: 0, to: 0 }
  const from = (page - 1) * pageSize + 1
  return { from: Math.min(from, count), to: Math.min(page * pageSize, count) }
}

/** Pages needed for count rows; at least one so an empty list still has a page 1. */
export const getPageCount = (count: number, pageSize: number) => Math.max(1, Math.ceil(count / pageSize))

/** The page from the URL's ?page=: a positive whole number, else 1. */
export function readPageParam(value: string | null): number {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 ? page : 1
}
