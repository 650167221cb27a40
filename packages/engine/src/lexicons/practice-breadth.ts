import { stemTokens } from '../text/stem-tokens.ts'
import { getLexicon } from './get-lexicon.ts'

// How the lexicon's multi-word skill names use a word's stem: as their first word (a verb or an action noun that
// takes an object: "Solder electronics", "Soldering techniques") or as their last (a head that a field's object
// qualifies: "Ring sizing", "Goal setting"). A stem the lexicon never uses is no trade's practice ("kneeling"); a
// verb that opens hundreds of names ("manage", "maintain", "prepare") takes any object and names no practice.
// A word named alone before "operation" or "operator" ("Crane operator", "Forklift operation") is a machine the
// lexicon knows someone runs; one named only with another word ("Voltage meter operation") is not.
let counts: { opens: Map<string, number>; ends: Map<string, number>; machines: Set<string> } | undefined

function readCounts() {
  const opens = new Map<string, number>()
  const ends = new Map<string, number>()
  const machines = new Set<string>()
  for (const key of getLexicon().skillKeys.keys()) {
    const words = key.split(' ')
    if (words.length < 2) continue
    const first = words[0]!
    const last = words.at(-1)!
    opens.set(first, (opens.get(first) ?? 0) + 1)
    ends.set(last, (ends.get(last) ?? 0) + 1)
    if (words.length === 2 && /^operat(?:or)?$/.test(last)) machines.add(first)
  }
  return { opens, ends, machines }
}

const stemOf = (word: string) => stemTokens(word)[0]?.stem ?? ''

/** How many multi-word lexicon keys open and end with the word's stem. */
export function practiceBreadth(word: string): { opens: number; ends: number } {
  counts ??= readCounts()
  const stem = stemOf(word)
  return { opens: counts.opens.get(stem) ?? 0, ends: counts.ends.get(stem) ?? 0 }
}

/** Whether the word's stem is a skill name of its own in the lexicon ("sprint", "payroll"). */
export function isSkillName(word: string): boolean {
  return getLexicon().skillKeys.has(stemOf(word))
}

/** Whether the lexicon names the operation or the operator of the word's machine ("crane", "forklift"). */
export function isOperatedMachine(word: string): boolean {
  counts ??= readCounts()
  return counts.machines.has(stemOf(word))
}
