// Sorts the tune sets' missed skills (issue 15) by kind (bench/lib/label-kind.ts), so fixes target a kind,
// not an example: literal, alias, paraphrase or absent from the ad's words. Tune sets only (tune, tune2,
// tune-was-fresh): the unseen sets are reported, never read.
// Run: node --import tsx bench/classify-misses.ts [--list]
import type { JobAnalysis } from '@tailor/contracts'
import { freshPostings } from '../packages/engine/eval/fresh-postings.ts'
import { moreTunePostings } from '../packages/engine/eval/more-tune-postings.ts'
import { unseenPostings } from '../packages/engine/eval/unseen-postings.ts'
import { analyzeJob } from '../packages/engine/src/index.ts'
import { getLexicon } from '../packages/engine/src/lexicons/get-lexicon.ts'
import { labelIdentity, labelKinds, skillIdentity } from './lib/label-kind.ts'

const found = (a: JobAnalysis, adText: string) =>
  new Set(
    [...a.required_skills, ...a.preferred_skills, ...a.soft_skills].map((s) =>
      skillIdentity(s, lexiconIds, adText),
    ),
  )
const lexiconIds = new Set(getLexicon().skills.map((s) => s.id))
const counts = new Map<string, number>()
const list = process.argv.includes('--list')
const tuneSets = [...unseenPostings.filter((p) => p.half === 'tune'), ...moreTunePostings, ...freshPostings]
for (const posting of tuneSets) {
  const have = found(analyzeJob(posting.text), posting.text)
  const kindOf = labelKinds(posting.text)
  for (const label of posting.skills) {
    const id = labelIdentity(label, posting.text)
    if (have.has(id)) continue
    const kind = kindOf(label)
    const where = lexiconIds.has(id) ? 'lexicon' : 'phrase'
    counts.set(`${kind} (${where})`, (counts.get(`${kind} (${where})`) ?? 0) + 1)
    if (list) console.log(`${kind.padEnd(10)} ${where.padEnd(7)} [${posting.id}] ${label}`)
  }
}
for (const [kind, n] of [...counts].sort()) console.log(`${kind.padEnd(22)} ${n}`)
