import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ExtractError, extractDocument, parseResume } from '../../packages/engine/src/index.ts'
import { naiveExtract } from './naive-extract.ts'
import { naiveParse } from './naive-parse.ts'
import { type Check, FIELDS, type LabelledSet, scoreLabelled } from './score-labelled.ts'

export interface LabelledRow {
  file: string
  engine: Check[]
  baseline: Check[]
}

export const pct = (checks: Check[]) =>
  checks.length ? `${((100 * checks.filter((c) => c.ok).length) / checks.length).toFixed(1)}%` : '-'

/**
 * Parses every labelled document with the engine and with the plain-text baseline and prints accuracy per
 * field and per document side by side. `--failures` lists the engine's wrong checks. `detail` picks the
 * documents whose failures and own figures may be printed (a held-out half is reported in aggregate only).
 */
export async function runLabelled(
  title: string,
  dir: string,
  truthFile: string,
  detail: (file: string) => boolean = () => true,
): Promise<LabelledRow[]> {
  const truth: LabelledSet = JSON.parse(readFileSync(truthFile, 'utf8'))
  const showFailures = process.argv.includes('--failures')
  const rows: LabelledRow[] = []
  const refusals: string[] = []
  for (const doc of truth.documents) {
    const bytes = new Uint8Array(readFileSync(join(dir, doc.file)))
    const format = doc.file.split('.').at(-1)!
    if (doc.refused) {
      const code = await extractDocument(bytes).then(
        () => 'parsed',
        (e: unknown) => (e instanceof ExtractError ? e.code : 'crashed'),
      )
      refusals.push(
        `${doc.file}: expected ${doc.refused}, engine ${code === doc.refused ? 'refused it' : code}`,
      )
      continue
    }
    const engine = scoreLabelled(doc, parseResume(await extractDocument(bytes)).resume_data)
    const baseline = scoreLabelled(doc, naiveParse(await naiveExtract(bytes, format)))
    rows.push({ file: doc.file, engine, baseline })
    if (showFailures && detail(doc.file))
      for (const c of engine.filter((c) => !c.ok))
        console.log(
          `${doc.file} [${c.field}] expected ${JSON.stringify(c.expected)} got ${JSON.stringify(c.actual)}`,
        )
  }

  console.log(
    `\n${title}: ${rows.length} parsed documents (labels: ${truthFile.split('/').slice(-3).join('/')})\n`,
  )
  console.log(`${'field'.padEnd(18)}${'checks'.padStart(7)}${'engine'.padStart(9)}${'baseline'.padStart(10)}`)
  const line = (label: string, engine: Check[], baseline: Check[]) =>
    console.log(
      `${label.padEnd(18)}${String(engine.length).padStart(7)}${pct(engine).padStart(9)}${pct(baseline).padStart(10)}`,
    )
  for (const field of FIELDS) {
    const pick = (checks: Check[]) => checks.filter((c) => c.field === field)
    if (rows.some((r) => pick(r.engine).length))
      line(
        field,
        rows.flatMap((r) => pick(r.engine)),
        rows.flatMap((r) => pick(r.baseline)),
      )
  }
  line(
    'all checks',
    rows.flatMap((r) => r.engine),
    rows.flatMap((r) => r.baseline),
  )
  console.log(`\n${'document'.padEnd(30)}${'engine'.padStart(9)}${'baseline'.padStart(10)}`)
  for (const r of rows.filter((r) => detail(r.file)))
    console.log(`${r.file.padEnd(30)}${pct(r.engine).padStart(9)}${pct(r.baseline).padStart(10)}`)
  if (refusals.length) console.log(`\n${refusals.join('\n')}`)
  return rows
}
