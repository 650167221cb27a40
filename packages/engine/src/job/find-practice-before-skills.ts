import { stopwords } from '../text/stopwords.ts'
import { isCompound } from './find-listed-practices.ts'

// "Strong loan structuring skills", "expert audio editing skills in …", "story editing instincts": a noun and a
// practice's gerund before a word for skill name the practice, whatever comes before them in the sentence ("…
// analysis and loan structuring skills"). After another noun the two words are the end of a longer name ("water
// resources consulting"), and after a hyphen part of a word ("full-charge bookkeeping").
const beforeSkills =
  /(?<![\w-])([a-z]+)\s+([a-z]{3,}ing)\s+(?:skills|experience|knowledge|instincts|techniques|abilities)\b/g

// What may stand before the name: nothing, punctuation, a function word, or a word that grades the skill.
function opensName(lead: string): boolean {
  const before = /([A-Za-z'’-]+)\s*$/.exec(lead)?.[1]?.toLowerCase()
  return (
    !before ||
    /[^\sA-Za-z'’-]\s*$/.test(lead) ||
    stopwords.has(before) ||
    /^(?:expert|solid|deep|proven|demonstrated|hands-on|advanced|basic|working|sound|fluent|excellent)$/.test(
      before,
    ) ||
    /ly$/.test(before)
  )
}

/** Practices a clause names as "noun + gerund" before a word for skill, as written ("audio editing"). */
export function findPracticeBeforeSkills(clause: string): string[] {
  return [...clause.matchAll(beforeSkills)]
    .filter((m) => opensName(m.input!.slice(0, m.index)))
    .map((m) => [m[1]!, m[2]!])
    .filter((words) => isCompound(words))
    .map((words) => words.join(' '))
}
