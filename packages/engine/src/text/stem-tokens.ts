import { stem } from './stem.ts'
import { type Token, tokenize } from './tokenize.ts'

export interface StemmedToken extends Token {
  stem: string
}

const cache = new Map<string, string>()

/** Tokenizes and stems, memoising stems (the same few thousand words recur across documents). */
export function stemTokens(text: string): StemmedToken[] {
  return tokenize(text).map((token) => {
    let stemmed = cache.get(token.lower)
    if (stemmed === undefined) {
      stemmed = stem(token.lower)
      if (cache.size < 50_000) cache.set(token.lower, stemmed)
    }
    return { ...token, stem: stemmed }
  })
}
