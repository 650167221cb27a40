// Does the parsing rescue's trigger (findParseDoubts) pick the documents the layout reader got wrong? On every
// labelled corpus: a document is "badly read" below 80% of its field checks, "well read" at 95% or more. The
// share of the document's words placed in a field (MIN_PLACED_SHARE) was chosen on the outside corpus's tune
// half only; the other sets are reported as they come. Baseline: ask the model whenever the parse has any
// warning at all. Run: node --import tsx bench/parse-doubts.ts
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { findParseDoubts, placedShare } from '../packages/engine/src/assist/find-parse-doubts.ts'
import { extractDocument, parseResume } from '../packages/engine/src/index.ts'
import { type LabelledSet, scoreLabelled } from './lib/score-labelled.ts'

const corpus = join(import.meta.dirname, '../packages/engine/corpus')
type Row = { set: string; accuracy: number; share: number; flagged: boolean; warned: boolean }
const rows: Row[] = []
for (const [name, dir] of [
  ['outside', 'outside'],
  ['held-out', 'held-out'],
  ['held-out-2', 'held-out-2'],
]) {
  const truth: LabelledSet & { documents: { split?: string }[] } = JSON.parse(
    readFileSync(join(corpus, dir!, 'truth.json'), 'utf8'),
  )
  for (const doc of truth.documents) {
    if (doc.refused) continue
    const document = await extractDocument(
      new Uint8Array(readFileSync(join(corpus, dir!, 'files', doc.file))),
    )
    const parsed = parseResume(document)
    const checks = scoreLabelled(doc, parsed.resume_data)
    rows.push({
      set: doc.split ? `${name} ${doc.split}` : name!,
      accuracy: checks.filter((c) => c.ok).length / checks.length,
      share: placedShare(document.text, parsed.resume_data),
      flagged: findParseDoubts(document.text, parsed).length > 0,
      warned: parsed.warnings.length > 0,
    })
  }
}

const rate = (hits: number, of: number) => (of ? `${hits}/${of} (${Math.round((100 * hits) / of)}%)` : '-')
console.log(
  `${'set'.padEnd(20)}${'badly read, flagged'.padStart(22)}${'well read, flagged'.padStart(22)}${'baseline: bad / well'.padStart(30)}`,
)
for (const set of [...new Set(rows.map((r) => r.set))]) {
  const of = rows.filter((r) => r.set === set)
  const bad = of.filter((r) => r.accuracy < 0.8)
  const well = of.filter((r) => r.accuracy >= 0.95)
  console.log(
    `${set.padEnd(20)}${rate(bad.filter((r) => r.flagged).length, bad.length).padStart(22)}${rate(well.filter((r) => r.flagged).length, well.length).padStart(22)}${`${rate(bad.filter((r) => r.warned).length, bad.length)} / ${rate(well.filter((r) => r.warned).length, well.length)}`.padStart(30)}`,
  )
}
if (process.argv.includes('--shares'))
  for (const r of rows.filter((r) => r.set.includes('tune')))
    console.log(
      `${r.set} accuracy ${r.accuracy.toFixed(2)} placed ${r.share.toFixed(2)} flagged ${r.flagged}`,
    )
