import { wordRank } from '../text/everyday-words.ts'
import { stemTokens } from '../text/stem-tokens.ts'
import { stopwords } from '../text/stopwords.ts'

// The 3,000 most used words of spoken English: below that, words start to belong to a field ("chlorine").
const commonRank = 3000

/**
 * Words the job repeats that are not already counted as skills ("inpatient", "reconciliation", "territory"),
 * as written in the job, most frequent first.
 */
export function findKeywords(lines: string[], skillWords: Set<string>, limit = 12): string[] {
  const counts = new Map<string, { count: number; raw: string }>()
  for (const line of lines)
    for (const token of stemTokens(line)) {
      if (token.lower.length < 4 || stopwords.has(token.lower) || /^\d/.test(token.lower)) continue
      // Words anyone says ("week", "hours", "office", "know") tell nothing about the job.
      if (wordRank(token.lower) < commonRank) continue
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
