import { isOperatedMachine } from '../lexicons/practice-breadth.ts'
import { isRareWord } from '../text/everyday-words.ts'
import { singular } from '../text/singular.ts'

// "Operate excavators, dozers, loaders and skid steers to dig": each machine listed after "operate" is a skill a
// recruiter writes as "Excavator operation". The list ends where the purpose, the place or a size begins ("up to
// 100 tonnes"). "Using overhead cranes", "driving forklifts": "use" and "drive" take any object ("use Excel",
// "drive sales"), so what they take counts only when it is a machine the lexicon knows someone operates.
const operated =
  /\b(?:([Oo]perat(?:e|es|ing|ed)|operation of)|([Uu]s(?:e|es|ing)|[Dd]riv(?:e|es|ing)))\s+(?:the\s+|a\s+|an\s+)?([a-z][a-z ,-]*?)(?=\s+(?:to|for|in|on|at|with|from|across|within|while|up|and\s+(?:perform|maintain|monitor)\w*)\b|[.;:()]|\s[—–-]\s|$)/g
const determiner = /^(?:a|an|the|all|various|other|heavy|light)\s+/
// "Slewing mobile cranes", "articulated dump trucks": a describing word before the machine's name is its kind.
const describing = /^[a-z]+(?:ing|ed)$/
// "Standard operating procedures", "operating costs": what "operating" describes there is run by rules or money, no
// machine.
const notMachine =
  /^(?:procedures?|instructions?|manuals?|guidelines|models?|hours|costs?|budgets?|expenses|conditions|limits|parameters|principles|practices|plans?|income|profits?|leases?|licen[cs]es?|permits?|rhythms?)$/

/** "X operation" for each machine the clause says is operated, when the machine's name is a trade's word. */
export function findEquipmentOperation(clause: string): string[] {
  const found: string[] = []
  for (const match of clause.matchAll(operated)) {
    const anyObject = match[2] === undefined
    for (const raw of match[3]!.split(/\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/)) {
      const words = raw.trim().replace(determiner, '').split(/\s+/).filter(Boolean)
      while (words.length > 2 && describing.test(words[0]!)) words.shift()
      const head = words.at(-1)
      // One or two words ("skid steers"), the machine's own name rare in everyday talk ("forklift", not "equipment").
      if (!head || words.length > 2 || !words.every((w) => /^[a-z-]+$/.test(w))) continue
      if (notMachine.test(head) || !(anyObject ? isRareWord(head) : isOperatedMachine(head))) continue
      const name = [...words.slice(0, -1), singular(head)].join(' ')
      found.push(`${name[0]!.toUpperCase()}${name.slice(1)} operation`)
    }
  }
  return found
}
