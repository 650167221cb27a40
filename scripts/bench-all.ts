import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { benchBlock, benchLabels, replaceBenchBlocks } from './lib/bench-blocks.ts'

// Runs every benchmark in bench/ one after another, printing each one's output under its name, and the held-out
// runs of the quality benchmarks too. A benchmark whose tool or input is missing here is skipped with the
// reason. With --write, each run's output replaces its block in docs/*.md (scripts/lib/bench-blocks.ts), stamped
// with the date, machine and load. Run: npm run bench:all [-- --write] [-- name ...]   (names without .ts run
// only those, e.g. engine-speed)

const root = join(import.meta.dirname, '..')
const bench = join(root, 'bench')
const docs = join(root, 'docs')
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** What a benchmark needs beyond npm packages; absent, it is skipped with this message. */
const needs: Record<string, { missing: () => boolean; message: string }> = {
  web: {
    missing: () => !existsSync(chromium),
    message: `no Chromium at ${chromium} (apt-get install chromium, or set CHROMIUM_PATH)`,
  },
}

/** Extra runs: the held-out halves, which are reported and never tuned on. */
const alsoWith: Record<string, string[][]> = {
  'match-quality': [['--holdout']],
  'cover-letter-quality': [['--holdout'], ['--letters']],
  'parse-held-out': [['--second']],
}

const args = process.argv.slice(2)
const write = args.includes('--write')
const only = args.filter((arg) => arg !== '--write')
const names = readdirSync(bench)
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.slice(0, -3))
  .filter((name) => !only.length || only.includes(name))
  .sort()

function machine(): string {
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')
  const cpus = os.cpus()
  const memory = Math.round(os.totalmem() / 2 ** 30)
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'cpu'}, ${memory} GiB · Node ${process.version} · load ${load}`
}

/** Runs one benchmark, echoing its output as it comes; resolves with its exit code and standard output. */
function run(name: string, runArgs: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(bench, `${name}.ts`), ...runArgs], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let output = ''
    child.stdout.setEncoding('utf8')
    child.stdout.on('data', (chunk: string) => {
      output += chunk
      process.stdout.write(chunk)
    })
    child.on('close', (code) => resolve({ code, output }))
  })
}

console.log(`${new Date().toISOString()} · ${machine()}`)

const outputs = new Map<string, string>()
const done: string[] = []
const failed: string[] = []
const skipped: string[] = []
for (const name of names) {
  const need = needs[name]
  if (need?.missing()) {
    console.log(`\n## ${name}: skipped, ${need.message}`)
    skipped.push(name)
    continue
  }
  for (const runArgs of [[], ...(alsoWith[name] ?? [])]) {
    const label = [name, ...runArgs].join(' ')
    console.log(`\n## ${label}\n`)
    const started = performance.now()
    // Stamped before the run: the load it started under, not the load it caused.
    const stamp = `npm run bench:all · ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${machine()}`
    const { code, output } = await run(name, runArgs)
    const seconds = ((performance.now() - started) / 1000).toFixed(0)
    if (code === 0) {
      done.push(label)
      outputs.set(label, benchBlock(stamp, output))
    } else failed.push(label)
    console.log(`\n(${label}: ${code === 0 ? 'done' : `failed, exit ${code}`} in ${seconds} s)`)
  }
}

if (write) {
  const written: string[] = []
  for (const file of readdirSync(docs).filter((f) => f.endsWith('.md'))) {
    const path = join(docs, file)
    const doc = readFileSync(path, 'utf8')
    const next = replaceBenchBlocks(doc, outputs)
    if (next === doc) continue
    writeFileSync(path, next)
    written.push(
      `${file} (${benchLabels(doc)
        .filter((label) => outputs.has(label))
        .join(', ')})`,
    )
  }
  console.log(`\nRewrote: ${written.length ? written.join('; ') : 'nothing (no block for these runs)'}`)
}

console.log(
  `\n${done.length} runs done` +
    (skipped.length ? `; skipped: ${skipped.join(', ')}` : '') +
    (failed.length ? `; failed: ${failed.join(', ')}` : ''),
)
process.exitCode = failed.length ? 1 : 0
