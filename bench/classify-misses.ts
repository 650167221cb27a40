// Sorts the tune half's missed skills (issue 15) by kind, so fixes target a kind, not an example:
// literal (the label's words are in the ad), alias (the lexicon finds the label's skill somewhere in the ad),
// paraphrase (every content word of the label, stemmed, is in one line of the ad: "Read blueprints"),
// absent (none of these). Tune half only: the unseen and fresh halves are reported, never read.
// Run: node --import tsx bench/classify-misses.ts [--list]
import type { JobAnalysis } from '@tailor/contracts'
import { unseenPostings } from '../packages/engine/eval/unseen-postings.ts'
import { analyzeJob } from '../packages/engine/src/index.ts'
import { findSkillMentions } from '../packages/engine/src/lexicons/find-skill-mentions.ts'
import { getLexicon } from '../packages/engine/src/lexicons/get-lexicon.ts'
import { stemTokens } from '../packages/engine/src/text/stem-tokens.ts'
import { stopwords } from '../packages/engine/src/text/stopwords.ts'
import { toKey } from '../packages/engine/src/text/to-key.ts'

function identity(label: string): string {
  const mentions = findSkillMentions(label)
  const only = mentions.length === 1 ? mentions[0]! : undefined
  return only && toKey(only.text) === toKey(label) ? only.skill.id : toKey(label)
}
const found = (a: JobAnalysis) =>
  new Set(
    [...a.required_skills, ...a.preferred_skills, ...a.soft_skills].map((s) =>
      labelOf.has(s.id) ? s.id : toKey(s.label),
    ),
  )
const labelOf = new Map(getLexicon().skills.map((s) => [s.id, s.label]))
const counts = new Map<string, number>()
const list = process.argv.includes('--list')
for (const posting of unseenPostings.filter((p) => p.half === 'tune')) {
  const have = found(analyzeJob(posting.text))
  const textKey = ` ${toKey(posting.text)} `
  const ids = new Set(findSkillMentions(posting.text).map((m) => m.skill.id))
  const lineStems = posting.text.split('\n').map((line) => new Set(stemTokens(line).map((t) => t.stem)))
  for (const label of posting.skills) {
    const id = identity(label)
    if (have.has(id)) continue
    const content = stemTokens(label).filter((t) => !stopwords.has(t.lower))
    const kind = textKey.includes(` ${toKey(label)} `)
      ? 'literal'
      : ids.has(id)
        ? 'alias'
        : content.length && lineStems.some((s) => content.every((t) => s.has(t.stem)))
          ? 'paraphrase'
          : 'absent'
    const where = labelOf.has(id) ? 'lexicon' : 'phrase'
    counts.set(`${kind} (${where})`, (counts.get(`${kind} (${where})`) ?? 0) + 1)
    if (list) console.log(`${kind.padEnd(10)} ${where.padEnd(7)} [${posting.id}] ${label}`)
  }
}
for (const [kind, n] of [...counts].sort()) console.log(`${kind.padEnd(22)} ${n}`)
