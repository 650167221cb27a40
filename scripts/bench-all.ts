import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'

// Runs every benchmark in bench/ one after another, printing each one's output under its name, and the held-out
// runs of the quality benchmarks too. A benchmark whose tool or input is missing here is skipped with the
// reason. Run: npm run bench:all [-- name ...]   (names without .ts run only those, e.g. engine-speed)

const root = join(import.meta.dirname, '..')
const bench = join(root, 'bench')
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
  'cover-letter-quality': [['--holdout']],
}

const only = process.argv.slice(2)
const names = readdirSync(bench)
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.slice(0, -3))
  .filter((name) => !only.length || only.includes(name))
  .sort()

const load = os
  .loadavg()
  .map((n) => n.toFixed(1))
  .join(' ')
console.log(
  `${new Date().toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'} · Node ${process.version} · load ${load}`,
)

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
  for (const args of [[], ...(alsoWith[name] ?? [])]) {
    const label = [name, ...args].join(' ')
    console.log(`\n## ${label}\n`)
    const started = performance.now()
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(bench, `${name}.ts`), ...args], {
      cwd: root,
      stdio: 'inherit',
    })
    const seconds = ((performance.now() - started) / 1000).toFixed(0)
    ;(run.status === 0 ? done : failed).push(label)
    console.log(
      `\n(${label}: ${run.status === 0 ? 'done' : `failed, exit ${run.status ?? run.signal}`} in ${seconds} s)`,
    )
  }
}

console.log(
  `\n${done.length} runs done` +
    (skipped.length ? `; skipped: ${skipped.join(', ')}` : '') +
    (failed.length ? `; failed: ${failed.join(', ')}` : ''),
)
process.exitCode = failed.length ? 1 : 0
