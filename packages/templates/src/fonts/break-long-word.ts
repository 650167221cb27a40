/** Words up to this length are never split: no natural word in a resume is longer, URLs and IDs are. */
const maxWholeWord = 30
const chunk = 12

/**
 * Break points for react-pdf's hyphenation callback. Ordinary words stay whole (hyphenated keywords hurt
 * ATS matching); only over-long tokens such as URLs get break points, after "/", ".", "-", "_", "@", "?",
 * "&", "=" or every 12 characters, so they wrap instead of running off the page. textkit draws a hyphen at
 * a break it uses and prefers not to use them (penalty), so normal lines are unaffected.
 */
export function breakLongWord(word: string): string[] {
  if (word.length <= maxWholeWord) return [word]
  const parts: string[] = []
  let current = ''
  for (const char of word) {
    current += char
    if (/[/.\-_@?&=]/.test(char) || current.length >= chunk) {
      parts.push(current)
      current = ''
    }
  }
  if (current) parts.push(current)
  return parts
}
