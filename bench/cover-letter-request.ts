import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { percentile } from './lib/percentile.ts'
import { type BenchServer, machineLine, onEachDatabase } from './lib/start-server.ts'

// A whole cover-letter request as the web app sends it: multipart with an uploaded 2-page PDF resume (parsing,
// writing, the honesty check, rating, storage and the credit debit), and JSON without a resume. Sequential
// requests, so the numbers are latency, not throughput. Run: npm run bench -- bench/cover-letter-request.ts

const RUNS = Number(process.env.BENCH_RUNS ?? 40)
const pdf = readFileSync(join(import.meta.dirname, '../packages/engine/corpus/speed/two-page.pdf'))
const fields = {
  job_title: 'Senior Software Engineer',
  company_name: 'Northwind Pay',
  job_description: `Northwind Pay is hiring a Senior Software Engineer to scale our payments platform.
Requirements: 5+ years building backend services in Python or Go; PostgreSQL; Kafka; AWS; Docker and Kubernetes.
Responsibilities: design and run high-throughput services, lead code reviews, mentor engineers.`,
  hiring_manager_name: 'Dana Lee',
  referral_source: '',
  additional_info: '',
  tone: 'professional',
  template: 'modern',
  length: 'long',
}

async function measure(label: string, server: BenchServer) {
  await fetch(`${server.url}/api/v1/credits/balance/`) // wake the server
  for (const kind of ['uploaded PDF', 'no resume'] as const) {
    const times: number[] = []
    for (let i = 0; i < RUNS + 3; i++) {
      let body: FormData | string
      const headers: Record<string, string> = { authorization: `Bearer ${server.token}` }
      if (kind === 'uploaded PDF') {
        const form = new FormData()
        for (const [key, value] of Object.entries(fields)) form.append(key, value)
        // Each run's file differs by one byte so the upload is parsed, not reused.
        const bytes = Buffer.concat([pdf, Buffer.from(`\n%run ${i}\n`)])
        form.append('uploaded_resume', new Blob([bytes], { type: 'application/pdf' }), 'resume.pdf')
        body = form
      } else {
        body = JSON.stringify(fields)
        headers['content-type'] = 'application/json'
      }
      const started = performance.now()
      const reply = await fetch(`${server.url}/api/v1/cover-letters/generate/`, {
        method: 'POST',
        headers,
        body,
      })
      const json = (await reply.json()) as { success?: boolean; detail?: string }
      if (!json.success) throw new Error(`generate failed: ${reply.status} ${json.detail}`)
      if (i >= 3) times.push(performance.now() - started) // the first runs warm the worker threads
    }
    console.log(
      `| ${label} | ${kind} | ${RUNS} | ${percentile(times, 50).toFixed(0)} | ${percentile(times, 95).toFixed(0)} | ${Math.max(...times).toFixed(0)} |`,
    )
  }
}

console.log(`Machine: ${machineLine()}; ${new Date().toISOString().slice(0, 10)}\n`)
console.log('| database | resume | runs | median ms | p95 ms | max ms |')
console.log('|---|---|---:|---:|---:|---:|')
await onEachDatabase(measure)
