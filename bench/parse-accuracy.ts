// Field accuracy of resume parsing on the labelled corpus (packages/engine/corpus), per format and per
// field, for the engine and for a naive baseline. Run: node --import tsx bench/parse-accuracy.ts [--failures]
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ResumeData } from '../packages/contracts/src/resume-data.ts'
import { extractDocument, parseResume } from '../packages/engine/src/index.ts'
import { naiveExtract } from './lib/naive-extract.ts'
import { naiveParse } from './lib/naive-parse.ts'
import { type FieldResult, scoreResume } from './lib/score-resume.ts'

interface Entry {
  file: string
  truth: string
  format: string
  layout: string
  columns: 1 | 2
}

const corpus = join(import.meta.dirname, '../packages/engine/corpus')
const manifest: Entry[] = JSON.parse(readFileSync(join(corpus, 'manifest.json'), 'utf8'))
const showFailures = process.argv.includes('--failures')

const groupOf = (e: Entry) => (e.format === 'pdf' ? (e.columns === 2 ? 'pdf 2-col' : 'pdf 1-col') : e.format)
const results: { entry: Entry; engine: FieldResult[]; baseline: FieldResult[] }[] = []

for (const entry of manifest) {
  const bytes = new Uint8Array(readFileSync(join(corpus, entry.file)))
  const truth: ResumeData = JSON.parse(readFileSync(join(corpus, entry.truth), 'utf8'))
  const engine = scoreResume(truth, parseResume(await extractDocument(bytes)).resume_data)
  const baseline = scoreResume(truth, naiveParse(await naiveExtract(bytes, entry.format)))
  results.push({ entry, engine, baseline })
  if (showFailures)
    for (const f of engine.filter((r) => !r.ok))
      console.log(
        `${entry.file} [${f.group}] expected ${JSON.stringify(f.expected)} got ${JSON.stringify(f.actual)}`,
      )
}

const pct = (fields: FieldResult[]) =>
  fields.length ? `${((100 * fields.filter((f) => f.ok).length) / fields.length).toFixed(1)}%` : '-'
const row = (label: string, pick: (r: (typeof results)[number]) => FieldResult[], docs: number) => {
  const engine = results.flatMap((r) => pick(r))
  const baseline = results.flatMap((r) => pick({ ...r, engine: r.baseline }))
  console.log(
    `${label.padEnd(16)} ${String(docs).padStart(5)} ${String(engine.length).padStart(7)} ${pct(engine).padStart(8)} ${pct(baseline).padStart(9)}`,
  )
}

console.log(`\nParse accuracy: ${manifest.length} documents, exact field match\n`)
console.log(
  `${'format'.padEnd(16)} ${'docs'.padStart(5)} ${'fields'.padStart(7)} ${'engine'.padStart(8)} ${'baseline'.padStart(9)}`,
)
for (const group of ['pdf 1-col', 'pdf 2-col', 'docx', 'doc', 'txt']) {
  const docs = results.filter((r) => groupOf(r.entry) === group).length
  row(group, (r) => (groupOf(r.entry) === group ? r.engine : []), docs)
}
row('overall', (r) => r.engine, results.length)

console.log(
  `\n${'field'.padEnd(16)} ${''.padStart(5)} ${'fields'.padStart(7)} ${'engine'.padStart(8)} ${'baseline'.padStart(9)}`,
)
const groups = [...new Set(results.flatMap((r) => r.engine.map((f) => f.group)))]
for (const group of groups) row(group, (r) => r.engine.filter((f) => f.group === group), results.length)

const wrongContacts = results.flatMap((r) =>
  r.engine.filter((f) => (f.group === 'email' || f.group === 'phone') && !f.ok).map(() => r.entry.file),
)
console.log(
  `\nEmails and phones wrong: ${wrongContacts.length}${wrongContacts.length ? ` (${wrongContacts.join(', ')})` : ''}`,
)
