import { findDateRange } from '../text/date-range.ts'

/**
 * Prose rather than a heading line: many words without column separators, a full stop after a word
 * (not after "Inc." or "Sp. z o.o."), or a lowercase first word.
 */
export function isSentence(line: string): boolean {
  const text = findDateRange(line)?.rest ?? line
  const words = text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length
  const separated = /\t|\s\|\s/.test(text)
  return (
    (words >= 10 && !separated) ||
    (words >= 5 && /(?:\p{Ll}{3}|\d%?|\))[.!?]$/u.test(text)) ||
    // A first word with a capital inside is a name ("iOS Developer", "eBay"), not a lowercase start.
    /^\p{Ll}[\p{Ll}'’-]*(?:[\s,.;:]|$)/u.test(text)
  )
}
