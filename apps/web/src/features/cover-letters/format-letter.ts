// Small display helpers for letters: dates in the spec's short form, word counts, metric names.

function toDate(iso: string): Date | null {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

/** docs/product.md § Limits: dates are shown as short month and day ("Mar 5"). An invalid date is shown as it came. */
export function formatShortDate(iso: string): string {
  return toDate(iso)?.toLocaleDateString('en-US', { month: 'short', day: 'numeric' }) ?? iso
}

/** "Mar 5, 2:14 PM", for the moment a letter was generated. */
export function formatDateTime(iso: string): string {
  return (
    toDate(iso)?.toLocaleString('en-US', {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }) ?? iso
  )
}

/** Words are whitespace-separated tokens with a letter or digit in them (a lone "—" is not a word). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length
}

/** "keyword_match" or "keywordMatch" → "Keyword match". */
export function formatMetricName(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
