import { stem } from './stem.ts'
import { type Token, tokenize } from './tokenize.ts'

export interface StemmedToken extends Token {
  stem: string
}

const stems = new Map<string, string>()
// Job analysis, scoring, tailoring and the honesty check read the same lines and documents again and again:
// recent texts' tokens are remembered (callers only read them), up to 20,000 texts or a million characters.
const recent = new Map<string, StemmedToken[]>()
let recentChars = 0

/** Tokenizes and stems, memoising stems (the same few thousand words recur across documents). Read only. */
export function stemTokens(text: string): StemmedToken[] {
  let tokens = recent.get(text)
  if (tokens) return tokens
  tokens = tokenize(text).map(({ raw, lower }) => {
    let stemmed = stems.get(lower)
    if (stemmed === undefined) {
      stemmed = stem(lower)
      if (stems.size < 50_000) stems.set(lower, stemmed)
    }
    return { raw, lower, stem: stemmed }
  })
  if (recent.size >= 20_000 || recentChars > 1_000_000) {
    recent.clear()
    recentChars = 0
  }
  recent.set(text, tokens)
  recentChars += text.length
  return tokens
}
