import { isRareWord } from '../text/everyday-words.ts'

// "Operate excavators, dozers, loaders and skid steers to dig": each machine listed after "operate" is a skill a
// recruiter writes as "Excavator operation". The list ends where the purpose or the place begins.
const operated =
  /\b(?:[Oo]perate|operates|operating|operated|operation of)\s+(?:the\s+|a\s+|an\s+)?([a-z][a-z ,-]*?)(?=\s+(?:to|for|in|on|at|with|from|across|within|while|and\s+(?:perform|maintain|monitor)\w*)\b|[.;:()]|$)/g
const determiner = /^(?:a|an|the|all|various|other|heavy|light)\s+/

function singular(word: string): string {
  if (/ies$/.test(word)) return word.replace(/ies$/, 'y')
  if (/(?:ch|sh|x|ss)es$/.test(word)) return word.replace(/es$/, '')
  return word.replace(/(?<!s)s$/, '')
}

/** "X operation" for each machine the clause says is operated, when the machine's name is a trade's word. */
export function findEquipmentOperation(clause: string): string[] {
  const found: string[] = []
  for (const match of clause.matchAll(operated)) {
    for (const raw of match[1]!.split(/\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/)) {
      const words = raw.trim().replace(determiner, '').split(/\s+/).filter(Boolean)
      const head = words.at(-1)
      // One or two words ("skid steers"), the machine's own name rare in everyday talk ("forklift", not "equipment").
      if (!head || words.length > 2 || !words.every((w) => /^[a-z-]+$/.test(w)) || !isRareWord(head)) continue
      const name = [...words.slice(0, -1), singular(head)].join(' ')
      found.push(`${name[0]!.toUpperCase()}${name.slice(1)} operation`)
    }
  }
  return found
}
