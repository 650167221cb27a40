import { wordRank } from '../text/everyday-words.ts'

// A word broken by typesetting at a syllable: what follows the hyphen is only a suffix ("mould-" + "ing",
// "Technol-" + "ogy", "produc-" + "tive"). A compound keeps its hyphen ("self-" + "motivated").
const suffix =
  /^(?:ing|ings|ed|ees?|ity|ities|ogy|ogies|tion|tions|sion|sions|ment|ments|ness|ly|tive|tives|ive|able|ible|ance|ence|ers?|est|ism|ist|ists|ure|ures|ous|ial|ical|ics?|ized?|ised?|ful|less|ship|ary|ory|ant|ent|age|ages|ates?|ated|ation|ations)\b/

/**
 * Whether the halves around a line-end hyphen make one word: the word they spell closed up is in common use
 * ("Com-" + "munity", "check-" + "list"; "fulltime" and "cofounded" are too rare, so "full-time" stays), or
 * the rest is a lowercase fragment that is no word of its own ("optimi-" + "sation"; "self-" + "motivated"
 * keeps its hyphen). Word ranks from SUBTLEX-US (text/everyday-words.ts).
 */
function closesUp(head: string, rest: string): boolean {
  if (suffix.test(rest)) return true
  const left = /\p{L}+$/u.exec(head.slice(0, -1))?.[0]
  const right = /^\p{L}+/u.exec(rest)?.[0]
  if (!left || !right) return false
  if (wordRank(left + right) < 40_000) return true
  // "PREP-" + "ARATOR": a heading in capitals breaks its words as prose does.
  const sameCase = /^\p{Ll}/u.test(right) || (/^\p{Lu}+$/u.test(right) && /^\p{Lu}+$/u.test(left))
  return sameCase && wordRank(right) === Number.POSITIVE_INFINITY
}

/** Joins a wrapped line: a hyphen at the break is dropped inside a word, kept in a compound; no space. */
export function joinWrapped(a: string, b: string): string {
  if (!/\p{L}-$/u.test(a)) return `${a} ${b}`
  return closesUp(a, b) ? a.slice(0, -1) + b : a + b
}

/** Lines with each word a line-end hyphen breaks ("Cre-" / "taceous", "PREP-" / "ARATOR") joined to the next. */
export function joinHyphenBreaks(lines: string[]): string[] {
  const joined: string[] = []
  for (const line of lines) {
    const last = joined.at(-1)
    if (last !== undefined && /\p{L}-$/u.test(last) && /^\p{L}/u.test(line))
      joined[joined.length - 1] = joinWrapped(last, line)
    else joined.push(line)
  }
  return joined
}
