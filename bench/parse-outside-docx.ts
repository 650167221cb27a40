// Field accuracy on DOCX written by another tool (corpus/outside-docx: Word-style layouts saved by LibreOffice:
// layout tables, a text box, newspaper columns, page headers and footers). The set is unseen: printed per field,
// per design and overall, never document by document, engine beside the plain-text baseline (mammoth's raw
// text). The first measurement is in corpus/outside-docx/first-measurement.txt.
// Run: node --import tsx bench/parse-outside-docx.ts
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pct, runLabelled } from './lib/run-labelled.ts'
import type { Check, LabelledDocument } from './lib/score-labelled.ts'

const root = join(import.meta.dirname, '../packages/engine/corpus/outside-docx')
const truthFile = join(root, 'truth.json')
const documents: (LabelledDocument & { design: string })[] = JSON.parse(
  readFileSync(truthFile, 'utf8'),
).documents
const designOf = new Map(documents.map((d) => [d.file, d.design]))
const rows = await runLabelled('DOCX written by LibreOffice', join(root, 'files'), truthFile, () => false)

const groups = new Map<string, { engine: Check[]; baseline: Check[]; docs: number }>()
for (const r of rows)
  for (const key of [designOf.get(r.file)!, 'all designs']) {
    const g = groups.get(key) ?? { engine: [], baseline: [], docs: 0 }
    g.engine.push(...r.engine)
    g.baseline.push(...r.baseline)
    g.docs++
    groups.set(key, g)
  }
console.log(
  `\n${'design'.padEnd(22)}${'docs'.padStart(5)}${'checks'.padStart(7)}${'engine'.padStart(9)}${'baseline'.padStart(10)}`,
)
for (const [key, g] of groups)
  console.log(
    `${key.padEnd(22)}${String(g.docs).padStart(5)}${String(g.engine.length).padStart(7)}${pct(g.engine).padStart(9)}${pct(g.baseline).padStart(10)}`,
  )
