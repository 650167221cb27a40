// Extraction + parse time per format for a two-page resume (packages/engine/corpus/speed), median and
// p95 over warm runs, beside the naive baseline's plain-text extraction; and a
// real two-page sidebar layout (Reactive Resume's chikorita.pdf: columns, grids, links).
// Run: node --import tsx bench/parse-speed.ts
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { extractDocument, parseResume } from '../packages/engine/src/index.ts'
import { naiveExtract } from './lib/naive-extract.ts'

const RUNS = 60
const WARMUP = 5
const dir = join(import.meta.dirname, '../packages/engine/corpus/speed')

async function time(fn: () => Promise<unknown>): Promise<{ median: number; p95: number }> {
  for (let i = 0; i < WARMUP; i++) await fn()
  const samples: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    await fn()
    samples.push(performance.now() - started)
  }
  samples.sort((a, b) => a - b)
  return { median: samples[Math.floor(RUNS / 2)]!, p95: samples[Math.floor(RUNS * 0.95)]! }
}

const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(10)
console.log(`\nTwo-page resume, ${RUNS} warm runs each\n`)
console.log(
  `${'format'.padEnd(10)}${'median'.padStart(10)}${'p95'.padStart(10)}${'parse only'.padStart(12)}${'baseline'.padStart(10)}`,
)
const sidebar = join(import.meta.dirname, '../packages/engine/corpus/reactive-resume-v5/chikorita.pdf')
const cases: [string, string][] = [
  ...['pdf', 'docx', 'doc', 'txt'].map((format): [string, string] => [
    format,
    join(dir, `two-page.${format}`),
  ]),
  ['pdf 2-col', sidebar],
]
for (const [label, file] of cases) {
  const format = label.split(' ')[0]!
  const bytes = new Uint8Array(readFileSync(file))
  const full = await time(async () => parseResume(await extractDocument(bytes)))
  const doc = await extractDocument(bytes)
  const parse = await time(async () => parseResume(doc))
  const baseline = await time(() => naiveExtract(bytes, format))
  console.log(
    `${label.padEnd(10)}${ms(full.median)}${ms(full.p95)}${ms(parse.median).padStart(12)}${ms(baseline.median)}`,
  )
}
