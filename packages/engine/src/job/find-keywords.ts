import { stemTokens } from '../text/stem-tokens.ts'
import { stopwords } from '../text/stopwords.ts'

/**
 * Words the job repeats that are not already counted as skills ("inpatient", "reconciliation", "territory"),
 * as written in the job, most frequent first.
 */
export function findKeywords(lines: string[], skillWords: Set<string>, limit = 12): string[] {
  const counts = new Map<string, { count: number; raw: string }>()
  for (const line of lines)
    for (const token of stemTokens(line)) {
      if (token.lower.length < 4 || stopwords.has(token.lower) || /^\d/.test(token.lower)) continue
      if (skillWords.has(token.stem)) continue
      const entry = counts.get(token.stem) ?? { count: 0, raw: token.lower }
      entry.count++
      counts.set(token.stem, entry)
    }
  return [...counts.values()]
    .filter((entry) => entry.count >= 2)
    .sort((a, b) => b.count - a.count)
    .slice(0, limit)
    .map((entry) => entry.raw)
}
