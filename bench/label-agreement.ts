// How far two recruiters agree on an ad's skills (issue 15). A second recruiter listed the skills of the
// nineteenth to twenty-third and the twenty-fifth posting sets from the ads alone, without seeing the first lists
// (eval/second-labels-*.ts). Their agreement is what a careful human reader scores against one recruiter's list:
// the ceiling to read the engine's figures against. The engine and the dictionary baseline are scored against
// each list, against the skills both lists name, and against either list, on the terms of match-quality.
// Run: node --import tsx bench/label-agreement.ts [--tune-only]

import { dictionaryLookup } from '../packages/engine/eval/baselines.ts'
import { secondLabelsNineteenth } from '../packages/engine/eval/second-labels-nineteenth.ts'
import { secondLabelsTwentieth } from '../packages/engine/eval/second-labels-twentieth.ts'
import { secondLabelsTwentyFifth } from '../packages/engine/eval/second-labels-twenty-fifth.ts'
import { secondLabelsTwentyFirst } from '../packages/engine/eval/second-labels-twenty-first.ts'
import { secondLabelsTwentySecond } from '../packages/engine/eval/second-labels-twenty-second.ts'
import { secondLabelsTwentyThird } from '../packages/engine/eval/second-labels-twenty-third.ts'
import { analyzeJob } from '../packages/engine/src/index.ts'
import { postingSets } from './lib/posting-sets.ts'
import { foundSet, labelSet } from './lib/score-postings.ts'

const second: Record<string, string[]> = {
  ...secondLabelsNineteenth,
  ...secondLabelsTwentieth,
  ...secondLabelsTwentyFirst,
  ...secondLabelsTwentySecond,
  ...secondLabelsTwentyThird,
  ...secondLabelsTwentyFifth,
}

interface Tally {
  tp: number
  fp: number
  fn: number
}
const tally = (): Tally => ({ tp: 0, fp: 0, fn: 0 })
function add(into: Tally, found: Set<string>, gold: Set<string>) {
  for (const id of found) gold.has(id) ? into.tp++ : into.fp++
  for (const id of gold) if (!found.has(id)) into.fn++
}
const fmt = (x: number) => x.toFixed(2)
const scores = ({ tp, fp, fn }: Tally) => {
  const p = tp / (tp + fp || 1)
  const r = tp / (tp + fn || 1)
  return `P ${fmt(p)}  R ${fmt(r)}  F1 ${fmt((2 * p * r) / (p + r || 1))}`
}

const rows = {
  'second recruiter vs first': tally(),
  'engine vs first': tally(),
  'engine vs second': tally(),
  'engine vs both (skills both name)': tally(),
  'engine vs either (skills one names)': tally(),
  'baseline vs first': tally(),
  'baseline vs second': tally(),
}
// `--tune-only` leaves the unseen halves out, as match-quality does while a round of tuning runs.
const tuneOnly = process.argv.includes('--tune-only')
const halves = [
  'tune19',
  'unseen19',
  'tune20',
  'unseen20',
  'tune21',
  'unseen21',
  'tune22',
  'unseen22',
  'tune23',
  'unseen23',
  'tune25',
  'unseen25',
].filter((half) => !tuneOnly || half.startsWith('tune'))
const byHalf = new Map(halves.map((half) => [half, structuredClone(rows)]))
let labels = 0
let agreed = 0

for (const half of halves) {
  const into = byHalf.get(half)!
  for (const posting of postingSets[half]!) {
    const secondList = second[posting.id]
    if (!secondList) throw new Error(`no second list for ${posting.id}`)
    const first = labelSet(posting.skills, posting.text)
    const other = labelSet(secondList, posting.text)
    const both = new Set([...first].filter((id) => other.has(id)))
    const either = new Set([...first, ...other])
    const analysis = analyzeJob(posting.text)
    const engine = foundSet(analysis, posting.text, either)
    const base = dictionaryLookup(posting.text)
    const pairs: [keyof typeof rows, Set<string>, Set<string>][] = [
      ['second recruiter vs first', other, first],
      ['engine vs first', engine, first],
      ['engine vs second', engine, other],
      ['engine vs both (skills both name)', engine, both],
      ['engine vs either (skills one names)', engine, either],
      ['baseline vs first', base, first],
      ['baseline vs second', base, other],
    ]
    for (const [row, found, gold] of pairs) {
      add(into[row], found, gold)
      add(rows[row], found, gold)
    }
    labels += first.size + other.size
    agreed += 2 * both.size
  }
}

console.log(
  `Skill lists of two recruiters for ${halves.reduce((n, h) => n + postingSets[h]!.length, 0)} postings ` +
    `(nineteenth to twenty-third and twenty-fifth sets${tuneOnly ? ', tune halves' : ''}): ${agreed} of ${labels} labels (${fmt(agreed / labels)}) name a skill the ` +
    'other list names too.\n',
)
for (const [name, halfRows] of [...byHalf, ['all', rows] as const]) {
  console.log(name)
  for (const [row, t] of Object.entries(halfRows)) console.log(`  ${row.padEnd(38)} ${scores(t)}`)
}
