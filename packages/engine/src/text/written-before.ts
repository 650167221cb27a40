const wordChar = /\w/

/**
 * Whether `written` occurs in `text` from a word boundary (as `\b` would place one) with `after`, anchored at
 * its start, matching what follows. The same as `new RegExp(`\\b${escaped}${after}`).test(text)` without
 * compiling a pattern per name: every mention of every clause is checked.
 */
export function writtenBefore(text: string, written: string, after: RegExp): boolean {
  if (!written) return false
  const opensOnWord = wordChar.test(written[0]!)
  for (let at = text.indexOf(written); at >= 0; at = text.indexOf(written, at + 1)) {
    const boundary = (at > 0 && wordChar.test(text[at - 1]!)) !== opensOnWord
    if (boundary && after.test(text.slice(at + written.length))) return true
  }
  return false
}
