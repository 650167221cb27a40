import { readFileSync } from 'node:fs'
import autocannon from 'autocannon'
import { seedBodies } from '../e2e/analyses-seed.ts'
import { type BenchServer, machineLine, onEachDatabase } from './lib/start-server.ts'

// API throughput: autocannon against authenticated and public endpoints, on PGlite and on PostgreSQL. The
// history list is read as the analysis history reads it: a page of 15 from an account with 30 analyses.
// Run: npm run bench -- bench/api.ts   (PostgreSQL from DATABASE_URL, else the local test server;
// BENCH_DATABASE=PostgreSQL or PGlite measures one of them)

const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 50
const ANALYSES = 30
const HISTORY_PAGE = '/api/v1/resume/list/?page=1&page_size=15'

/** CPU seconds a process has used (Linux clock ticks of 1/100 s), to count requests per CPU second. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

/**
 * req/s depends on what else the machine runs; requests per CPU second of the server process much less, so
 * both are printed (PostgreSQL's own CPU is not counted).
 */
async function measure(label: string, url: string, pid: number, headers: Record<string, string> = {}) {
  const cpuBefore = cpuSeconds(pid)
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION })
  const perCpuSecond = result.requests.total / Math.max(cpuSeconds(pid) - cpuBefore, 0.01)
  const failed = result.non2xx + result.errors
  console.log(
    `| ${label} | ${Math.round(result.requests.average)} | ${Math.round(perCpuSecond)} | ${result.latency.p50} | ${result.latency.p99} | ${failed} |`,
  )
}

/** Fills the bench account with analyses through the real tailor endpoint (the account is credit-exempt). */
async function seedAnalyses(server: BenchServer, headers: Record<string, string>) {
  for (const body of seedBodies('Bench User', ANALYSES)) {
    const reply = await fetch(`${server.url}/api/v1/resume/tailor/`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!reply.ok) throw new Error(`Seeding failed: ${reply.status} ${await reply.text()}`)
  }
}

const replies: string[] = []

console.log(
  `Machine: ${machineLine()}; ${CONNECTIONS} connections, ${DURATION} s each; ${new Date().toISOString().slice(0, 10)}\n`,
)
console.log(
  `Load average at the start: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}\n`,
)
console.log('| database · endpoint | req/s | req per server CPU s | p50 ms | p99 ms | non-2xx |')
console.log('|---|---:|---:|---:|---:|---:|')

await onEachDatabase(async (name, server) => {
  const headers = { authorization: `Bearer ${server.token}` }
  await seedAnalyses(server, headers)
  const page = await fetch(`${server.url}${HISTORY_PAGE}`, { headers })
  replies.push(`${name}: ${(await page.arrayBuffer()).byteLength} bytes`)
  await measure(`${name} · GET /api/v1/user/me/`, `${server.url}/api/v1/user/me/`, server.pid, headers)
  await measure(
    `${name} · GET /api/v1/credits/packages/`,
    `${server.url}/api/v1/credits/packages/`,
    server.pid,
  )
  await measure(`${name} · GET ${HISTORY_PAGE}`, `${server.url}${HISTORY_PAGE}`, server.pid, headers)
})

console.log(`\nHistory page of 15 (uncompressed JSON): ${replies.join('; ')}`)
