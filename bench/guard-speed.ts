import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { emptyResumeData } from '@tailor/contracts'
import { analyzeJob, extractSkills, scoreMatch } from '@tailor/engine'
import { extractDocument } from '../packages/engine/src/extract/extract-document.ts'
import { measurePdfStreams } from '../packages/engine/src/extract/measure-pdf-streams.ts'
import { pdfWithStream, zlibRepeated } from '../packages/engine/src/extract/test-bombs.ts'
import { percentile } from './lib/percentile.ts'
import { machineLine } from './lib/start-server.ts'

// How long the engine takes on the huge and hostile inputs its unit tests feed it (the tests check what it
// answers; the times, which depend on the machine and its load, are measured here against their budgets).
// Run: npm run bench -- bench/guard-speed.ts

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const MB = 1024 * 1024
const corpus = (path: string) =>
  new Uint8Array(readFileSync(join(import.meta.dirname, '..', 'packages/engine/corpus', path)))

const ad = `Senior Data Analyst - Contoso
Contoso is hiring a Senior Data Analyst. Requirements: 5+ years with SQL, Python and Tableau; A/B testing;
stakeholder communication. Nice to have: dbt, Snowflake. Bachelor's degree in a quantitative field.
`
const huge = emptyResumeData()
huge.work_experience = Array.from({ length: 100 }, (_, i) => ({
  title: 'Data Analyst',
  company: `Company ${i}`,
  dates: '2019 – 2021',
  achievements: Array.from({ length: 100 }, (_, j) => `Wrote SQL report number ${j} for the finance team`),
}))
const job = analyzeJob(ad)
const bomb = pdfWithStream(zlibRepeated(1024 * MB), '/FlateDecode')
const bareStreams = Buffer.from('stream\n'.repeat(1.5 * MB))
extractSkills('warm up the lexicon')

const cases: Array<[string, number, () => unknown]> = [
  [
    'extractSkills on 300 kB of text',
    1500,
    () => extractSkills('Maintained Python services on Kubernetes. '.repeat(5000)),
  ],
  ['analyzeJob on a 200× repeated ad', 2000, () => analyzeJob(ad.repeat(200))],
  ['scoreMatch on 100 jobs × 100 bullets', 3000, () => scoreMatch(huge, job)],
  [
    'extractDocument refuses a 500-page PDF',
    2000,
    () => extractDocument(corpus('hostile/500-pages.pdf')).catch(() => null),
  ],
  ['extractDocument refuses a 1 GB Flate stream', 3000, () => extractDocument(bomb).catch(() => null)],
  ['measurePdfStreams stops a 1 GB Flate stream', 2000, () => measurePdfStreams(bomb, 64 * MB)],
  ['measurePdfStreams on 10 MB of bare keywords', 1000, () => measurePdfStreams(bareStreams, 64 * MB)],
]

console.log(
  `Machine: ${machineLine()}; load ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]}; ${RUNS} runs each; ${new Date().toISOString().slice(0, 10)}\n`,
)
console.log('| input | median ms | max ms | budget ms |')
console.log('|---|---:|---:|---:|')
for (const [label, budget, run] of cases) {
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    await run()
    times.push(performance.now() - started)
  }
  console.log(
    `| ${label} | ${percentile(times, 50).toFixed(0)} | ${Math.max(...times).toFixed(0)} | ${budget} |`,
  )
}
