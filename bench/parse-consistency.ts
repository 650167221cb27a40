// One person printed in 15 Reactive Resume layouts (../shared/corpus/reactive-resume-v5) should parse to
// the same data. For each field: how many of the 15 agree with the most common value (sets: mean overlap
// with the items most layouts found). Engine beside the naive baseline.
// Run: node --import tsx bench/parse-consistency.ts [--show]
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ResumeData } from '../packages/contracts/src/resume-data.ts'
import { ExtractError, extractDocument, parseResume } from '../packages/engine/src/index.ts'
import { naiveExtract } from './lib/naive-extract.ts'
import { naiveParse } from './lib/naive-parse.ts'

const dir = join(import.meta.dirname, '../../shared/corpus/reactive-resume-v5')
const files = readdirSync(dir).filter((f) => f.endsWith('.pdf'))
const key = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim()

const engine: ResumeData[] = []
const baseline: ResumeData[] = []
const refused: string[] = []
for (const file of files) {
  const bytes = new Uint8Array(readFileSync(join(dir, file)))
  try {
    engine.push(parseResume(await extractDocument(bytes)).resume_data)
  } catch (error) {
    // A layout without a text layer is refused with a typed error; it counts as disagreeing everywhere.
    if (!(error instanceof ExtractError)) throw error
    refused.push(`${file} (${error.code})`)
    engine.push(parseResume('').resume_data)
  }
  baseline.push(naiveParse(await naiveExtract(bytes, 'pdf')))
}

/** Share of results equal to the most common non-empty value. */
function scalarAgreement(values: string[]): { share: number; mode: string } {
  const counts = new Map<string, number>()
  for (const v of values.map(key).filter(Boolean)) counts.set(v, (counts.get(v) ?? 0) + 1)
  const [mode, n] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0]
  return { share: n / values.length, mode }
}

/** Mean, over results, of the overlap (Jaccard) with the consensus set: items at least half the results found. */
function setAgreement(sets: string[][]): { share: number; consensus: string[] } {
  const counts = new Map<string, number>()
  for (const set of sets)
    for (const item of new Set(set.map(key).filter(Boolean))) counts.set(item, (counts.get(item) ?? 0) + 1)
  const consensus = [...counts.entries()].filter(([, n]) => n >= sets.length / 2).map(([item]) => item)
  if (!consensus.length) return { share: 0, consensus }
  const jaccard = (set: string[]) => {
    const mine = new Set(set.map(key))
    const both = consensus.filter((c) => mine.has(c)).length
    return both / new Set([...mine, ...consensus]).size
  }
  return { share: sets.reduce((sum, s) => sum + jaccard(s), 0) / sets.length, consensus }
}

const fields: [string, (r: ResumeData) => string | string[]][] = [
  ['name', (r) => r.personal_information.name],
  ['email', (r) => r.personal_information.email],
  ['phone', (r) => r.personal_information.phone],
  ['location', (r) => r.personal_information.location],
  ['linkedin', (r) => r.personal_information.linkedin],
  ['employers', (r) => r.work_experience.map((j) => j.company)],
  ['titles', (r) => r.work_experience.map((j) => j.title)],
  ['skills', (r) => r.skills],
]

const pct = (n: number) => `${(100 * n).toFixed(0)}%`.padStart(9)
console.log(`\nAgreement across ${files.length} layouts of one resume\n`)
console.log(`${'field'.padEnd(11)}${'engine'.padStart(9)}${'baseline'.padStart(9)}  engine's consensus value`)
for (const [name, pick] of fields) {
  const e = engine.map(pick)
  const b = baseline.map(pick)
  const [ea, ba] = Array.isArray(e[0])
    ? [setAgreement(e as string[][]), setAgreement(b as string[][])]
    : [scalarAgreement(e as string[]), scalarAgreement(b as string[])]
  const value = 'mode' in ea ? ea.mode : ea.consensus.join(', ')
  console.log(`${name.padEnd(11)}${pct(ea.share)}${pct(ba.share)}  ${value.slice(0, 90)}`)
}
if (refused.length) console.log(`\nRefused: ${refused.join(', ')}`)
if (process.argv.includes('--show')) {
  for (const [i, file] of files.entries()) {
    const r = engine[i]!
    const jobs = r.work_experience.map((j) => [j.title, j.company, j.dates])
    console.log(file, JSON.stringify({ ...r.personal_information, jobs, skills: r.skills }))
  }
}
