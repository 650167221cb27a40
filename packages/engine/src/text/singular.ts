// Nouns whose last "s" is their own: a mass noun or a field ("gas", "logistics", "analysis", "status", "news").
const ownS = /(?:ss|us|is|ics|ous|news|series|species|gas|canvas|atlas|bias|alias|lens)$/i

/**
 * One of a plural noun: "processes" → "process", "boxes" → "box", "batteries" → "battery", "courses" → "course";
 * a noun that ends in its own "s" ("gas", "analysis", "logistics") is left as written. The case of the word is kept.
 */
export function singular(word: string): string {
  if (ownS.test(word) || !/s$/i.test(word)) return word
  if (/[^aeiou]ies$/i.test(word)) return word.replace(/ies$/i, (ies) => (ies[0] === 'I' ? 'Y' : 'y'))
  if (/(?:ch|sh|x|z|ss)es$/i.test(word)) return word.slice(0, -2)
  return word.slice(0, -1)
}
