import { normalizeText } from './normalize-text.ts'

/** A word as written (`raw`) and lowercased (`lower`). */
export interface Token {
  raw: string
  lower: string
}

// Keeps tech spellings whole: c++, c#, .net, node.js, asp.net, r&d; splits on hyphens, slashes and spaces.
const tokenPattern = /\.?[\p{L}\p{N}](?:[\p{L}\p{N}]|[.&'](?=[\p{L}\p{N}]))*[+#]*/gu

/** Splits text into word tokens; possessive 's and trailing dots are dropped. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  const normal = normalizeText(text)
  tokenPattern.lastIndex = 0
  // exec, not matchAll: no iterator and no copy of the pattern per call, on the engine's hottest path.
  for (let match = tokenPattern.exec(normal); match; match = tokenPattern.exec(normal)) {
    const raw = match[0].includes("'") ? match[0].replace(/'s$/i, '') : match[0]
    tokens.push({ raw, lower: raw.toLowerCase() })
  }
  return tokens
}
