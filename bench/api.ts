import autocannon from 'autocannon'
import { machineLine, onEachDatabase } from './lib/start-server.ts'

// API throughput: autocannon against an authenticated and a public endpoint, on PGlite and on PostgreSQL.
// Run: npm run bench -- bench/api.ts   (PostgreSQL from DATABASE_URL, else the local test server)

const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 50

async function measure(label: string, url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION })
  const failed = result.non2xx + result.errors
  console.log(
    `| ${label} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${failed} |`,
  )
}

console.log(
  `Machine: ${machineLine()}; ${CONNECTIONS} connections, ${DURATION} s each; ${new Date().toISOString().slice(0, 10)}\n`,
)
console.log('| database · endpoint | req/s | p50 ms | p99 ms | non-2xx |')
console.log('|---|---:|---:|---:|---:|')

await onEachDatabase(async (name, server) => {
  await measure(`${name} · GET /api/v1/user/me/`, `${server.url}/api/v1/user/me/`, {
    authorization: `Bearer ${server.token}`,
  })
  await measure(`${name} · GET /api/v1/credits/packages/`, `${server.url}/api/v1/credits/packages/`)
})
