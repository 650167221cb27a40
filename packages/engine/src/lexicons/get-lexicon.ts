import type { SkillCategory, SkillRef } from '@tailor/contracts'
import skillsData from './data/skills.json' with { type: 'json' }
import titlesData from './data/titles.json' with { type: 'json' }
import type { SkillsFile, TitlesFile } from './lexicon-files.ts'
import { withoutQuantifier } from './without-quantifier.ts'

export interface Lexicon {
  skills: SkillRef[]
  /** stemmed key -> skill index * 4 + flags (KEY_CASED, KEY_MULTIWORD_ONLY) */
  skillKeys: Map<string, number>
  /** first words of multi-word keys ("bank" of "bank reconciliation"): other words end a phrase scan */
  skillStarts: Set<string>
  /** longest key in words, bounds the phrase lookup */
  maxSkillTokens: number
  /** skill id -> ids of skills that show it ("ehr" <- "epic", "cerner") */
  shownBy: Map<string, string[]>
  occupations: { code: string; title: string }[]
  /** stemmed title key -> occupation index */
  titleKeys: Map<string, number>
  maxTitleTokens: number
}

const categories: SkillCategory[] = ['tool', 'domain', 'soft']
let lexicon: Lexicon | undefined

/** Reads "key<TAB>number" lines into a map without allocating a row per line. */
function readKeys(text: string): Map<string, number> {
  const map = new Map<string, number>()
  let start = 0
  while (start < text.length) {
    let end = text.indexOf('\n', start)
    if (end < 0) end = text.length
    const tab = text.indexOf('\t', start)
    map.set(text.slice(start, tab), Number(text.slice(tab + 1, end)))
    start = end + 1
  }
  return map
}

/** The skill and job-title lexicons, built once on first use (about 50 ms). */
export function getLexicon(): Lexicon {
  if (lexicon) return lexicon
  const skillsFile = skillsData as SkillsFile
  const titlesFile = titlesData as TitlesFile
  const skillKeys = readKeys(skillsFile.keys)
  const skillStarts = new Set<string>()
  for (const key of skillKeys.keys()) {
    const space = key.indexOf(' ')
    if (space > 0) skillStarts.add(key.slice(0, space))
  }
  const skills = skillsFile.entries.split('\n').map((line): SkillRef => {
    const [id, label, category] = line.split('\t')
    return { id: id!, label: withoutQuantifier(label!), category: categories[Number(category)]! }
  })
  const shownBy = new Map<string, string[]>()
  for (const line of skillsFile.implies.split('\n')) {
    const [from, to] = line.split('\t').map((index) => skills[Number(index)]!.id)
    shownBy.set(to!, [...(shownBy.get(to!) ?? []), from!])
  }
  lexicon = {
    skills,
    shownBy,
    skillKeys,
    skillStarts,
    maxSkillTokens: skillsFile.maxTokens,
    occupations: titlesFile.occupations.split('\n').map((line) => {
      const [code, title] = line.split('\t')
      return { code: code!, title: title! }
    }),
    titleKeys: readKeys(titlesFile.keys),
    maxTitleTokens: titlesFile.maxTokens,
  }
  return lexicon
}
