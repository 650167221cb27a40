import { wordRank } from '../text/everyday-words.ts'

// Mail hosts, job boards and the domains reserved for examples name no employer.
const notEmployer =
  /^(?:example|gmail|googlemail|yahoo|hotmail|outlook|live|msn|aol|icloud|me|proton|protonmail|gmx|mail|email|indeed|linkedin|glassdoor|ziprecruiter|monster|greenhouse|lever|workday|myworkdayjobs|icims|smartrecruiters|jobvite|bamboohr|workable|recruitee|careers|jobs|apply|hire|hiring)$/
const longest = 14
const known = 30_000
const shortest = (letters: number) => (letters < 2 ? 0 : letters === 2 ? 300 : letters === 3 ? 5_000 : known)

/**
 * A company's name from its domain, when every part of it is an English word: "prairiedoglawncare" →
 * "Prairie Dog Lawn Care". The split with the fewest words wins, then the one with the commoner words; a
 * domain that does not split into words ("acme42", "xqtrn") gives nothing rather than a guess. Only a last
 * resort: a name the posting writes out is always preferred.
 */
export function nameFromDomain(domain: string): string {
  const text = domain.toLowerCase()
  if (notEmployer.test(text) || !/^[a-z]{4,40}$/.test(text)) return ''
  // best[i]: the best split of text's first i letters, as [word count, sum of ranks, words].
  const best: ([number, number, string[]] | undefined)[] = [[0, 0, []]]
  for (let end = 1; end <= text.length; end++)
    for (let start = Math.max(0, end - longest); start < end; start++) {
      const before = best[start]
      const word = text.slice(start, end)
      const rank = wordRank(word)
      // Short words split anything ("nemunokolegija" → "Ne Mun Ok Ole Gi Ja"): one letter never counts, and two
      // or three letters only when common.
      if (!before || rank >= shortest(word.length)) continue
      const candidate: [number, number, string[]] = [before[0] + 1, before[1] + rank, [...before[2], word]]
      const current = best[end]
      if (!current || candidate[0] < current[0] || (candidate[0] === current[0] && candidate[1] < current[1]))
        best[end] = candidate
    }
  const words = best[text.length]?.[2]
  return words ? words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ') : ''
}
