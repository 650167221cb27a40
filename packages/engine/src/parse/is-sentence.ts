import { findDateRange } from './find-date-range.ts'

/**
 * Prose rather than a heading line: many words without column separators, a full stop after a word
 * (not after "Inc." or "Sp. z o.o."), or a lowercase start.
 */
export function isSentence(line: string): boolean {
  const text = findDateRange(line)?.rest ?? line
  const words = text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length
  const separated = /\t|\s\|\s/.test(text)
  return (
    (words >= 10 && !separated) ||
    (words >= 5 && /(?:\p{Ll}{3}|\d%?|\))[.!?]$/u.test(text)) ||
    /^\p{Ll}/u.test(text)
  )
}
