import { findDateRange } from '../text/date-range.ts'

const joining = /^(?:of|and|the|in|for|at|on|de|du|la|von|van|&)$/

/**
 * Prose rather than a heading line: many words without column separators, a full stop after a word
 * (not after "Inc." or "Sp. z o.o."), or a lowercase first word.
 */
export function isSentence(line: string): boolean {
  const found = findDateRange(line)
  const text = found?.rest ?? line
  const words = text.split(/\s+/).filter((w) => /\p{L}/u.test(w))
  const separated = /\t|\s\|\s/.test(text)
  // Beside its dates, or parted by a dash or slash, a line of capitalised words is a long entry heading
  // ("Staff Physical Therapist, Mesa Valley Sports Medicine, Grand Junction, CO"), however many.
  const titled =
    (found !== null || /\s[–—/]\s/.test(text)) &&
    words.every((w) => /^\P{L}*\p{Lu}/u.test(w) || joining.test(w))
  return (
    (words.length >= 10 && !separated && !titled) ||
    (words.length >= 5 && /(?:\p{Ll}{3}|\d%?|\))[.!?]$/u.test(text)) ||
    // A first word with a capital inside is a name ("iOS Developer", "eBay"), not a lowercase start.
    /^\p{Ll}[\p{Ll}'’-]*(?:[\s,.;:]|$)/u.test(text)
  )
}
