import { stem } from '../text/stem.ts'
import type { StemmedToken } from '../text/stem-tokens.ts'
import { getLexicon } from './get-lexicon.ts'
import { KEY_MULTIWORD_ONLY } from './lexicon-files.ts'

// A skill named "object + action" ("cash handling", "lesson planning", "data analysis") is written in
// postings and resumes as the verb and its object: "handle cash", "plan lessons", "analyze data".
const action = /(?:ing|ment|tion|sion|ysis|ntry|very)$/i
// Words that end the verb's object: "plan for data" is not "data planning".
const breaks = new Set([
  'with',
  'to',
  'for',
  'in',
  'on',
  'at',
  'from',
  'by',
  'of',
  'into',
  'through',
  'as',
  'or',
])
const MAX_GAP = 3

/** The verb stems an action noun is written with: "management" → manag, "verification" → verify, "entry" → enter. */
function verbStems(noun: string): string[] {
  const word = noun.toLowerCase()
  const forms = /ing$/.test(word)
    ? [word]
    : /ment$/.test(word)
      ? [word.slice(0, -4)]
      : /ification$/.test(word)
        ? [`${word.slice(0, -9)}ify`]
        : /ysis$/.test(word)
          ? [`${word.slice(0, -4)}yze`, `${word.slice(0, -4)}yse`]
          : /ry$/.test(word)
            ? [word.slice(0, -1), `${word.slice(0, -2)}er`]
            : /ation$/.test(word)
              ? [`${word.slice(0, -5)}e`, word.slice(0, -5), `${word.slice(0, -5)}ate`]
              : [word.slice(0, -3), `${word.slice(0, -3)}e`]
  return [...new Set(forms.map(stem))]
}

let byVerb: Map<string, Map<string, number>> | undefined

/** verb stem → object stem → lexicon hit, for curated two-word skills whose label ends in an action noun. */
function inversions(): Map<string, Map<string, number>> {
  if (byVerb) return byVerb
  byVerb = new Map()
  const { skills, skillKeys } = getLexicon()
  for (const [index, skill] of skills.entries()) {
    const words = skill.label.split(/\s+/)
    // Product names ("Adobe Audition") are names, not an action on an object.
    if (skill.category === 'tool' || words.length !== 2 || !action.test(words[1]!)) continue
    if (!/^[A-Za-z][a-z]+$/.test(words[0]!) || !/^[a-z]+$/i.test(words[1]!)) continue
    const key = `${stem(words[0]!.toLowerCase())} ${stem(words[1]!.toLowerCase())}`
    const hit = skillKeys.get(key)
    if (hit === undefined || hit >> 2 !== index || hit & KEY_MULTIWORD_ONLY) continue
    for (const verb of verbStems(words[1]!)) {
      const objects = byVerb.get(verb) ?? new Map<string, number>()
      objects.set(stem(words[0]!.toLowerCase()), hit)
      byVerb.set(verb, objects)
    }
  }
  return byVerb
}

/** Whether the word is a verb some skill is written with; most lines have none, and need no closer look. */
export const isSkillVerb = (stemmed: string) => inversions().has(stemmed)

/** Skills written as a verb and its object, within one clause: [token index, lexicon hit, words]. */
export function findVerbObjectMentions(tokens: StemmedToken[]): [number, number, string][] {
  const found: [number, number, string][] = []
  const table = inversions()
  for (let i = 0; i < tokens.length; i++) {
    const objects = table.get(tokens[i]!.stem)
    if (!objects) continue
    // "Plan and deliver lessons": the object follows the second verb.
    const second = /^(?:and|or)$/.test(tokens[i + 1]?.lower ?? '') ? 2 : 0
    for (let j = i + 1 + second; j <= i + 1 + second + MAX_GAP && j < tokens.length; j++) {
      const hit = objects.get(tokens[j]!.stem)
      if (hit !== undefined) {
        found.push([
          i,
          hit,
          tokens
            .slice(i, j + 1)
            .map((t) => t.raw)
            .join(' '),
        ])
        break
      }
      if (breaks.has(tokens[j]!.lower)) break
    }
  }
  return found
}
