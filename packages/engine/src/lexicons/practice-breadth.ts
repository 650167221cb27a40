import { stemTokens } from '../text/stem-tokens.ts'
import { getLexicon } from './get-lexicon.ts'

// How the lexicon's multi-word skill names use a word's stem: as their first word (a verb or an action noun that
// takes an object: "Solder electronics", "Soldering techniques") or as their last (a head that a field's object
// qualifies: "Ring sizing", "Goal setting"). A stem the lexicon never uses is no trade's practice ("kneeling"); a
// verb that opens hundreds of names ("manage", "maintain", "prepare") takes any object and names no practice.
let counts: { opens: Map<string, number>; ends: Map<string, number> } | undefined

function readCounts() {
  const opens = new Map<string, number>()
  const ends = new Map<string, number>()
  for (const key of getLexicon().skillKeys.keys()) {
    const space = key.indexOf(' ')
    if (space < 0) continue
    const first = key.slice(0, space)
    const last = key.slice(key.lastIndexOf(' ') + 1)
    opens.set(first, (opens.get(first) ?? 0) + 1)
    ends.set(last, (ends.get(last) ?? 0) + 1)
  }
  return { opens, ends }
}

/** How many multi-word lexicon keys open and end with the word's stem. */
export function practiceBreadth(word: string): { opens: number; ends: number } {
  counts ??= readCounts()
  const stem = stemTokens(word)[0]?.stem ?? ''
  return { opens: counts.opens.get(stem) ?? 0, ends: counts.ends.get(stem) ?? 0 }
}
