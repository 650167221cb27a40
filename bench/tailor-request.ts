import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { percentile } from './lib/percentile.ts'
import { type BenchServer, machineLine, onEachDatabase } from './lib/start-server.ts'

// A whole tailor request as the web app sends it: multipart upload of a 2-page PDF with a job description,
// through parsing, analysis, tailoring, storage and the credit debit, to the JSON reply. Sequential requests,
// so the numbers are latency, not throughput. Run: npm run bench -- bench/tailor-request.ts

const RUNS = Number(process.env.BENCH_RUNS ?? 40)
const pdf = readFileSync(join(import.meta.dirname, '../packages/engine/corpus/speed/two-page.pdf'))
const job = `Senior Software Engineer — Payments Platform
Northwind Pay is hiring a Senior Software Engineer to scale our payments platform.
Requirements: 5+ years building backend services in Python or Go; PostgreSQL; Kafka or another message broker;
AWS; Docker and Kubernetes; strong communication and mentoring skills. Bachelor's degree in Computer Science.
Nice to have: Terraform, gRPC, experience with PCI compliance.
Responsibilities: design and run high-throughput services, lead code reviews, mentor engineers.`.repeat(3)

async function measure(label: string, server: BenchServer) {
  await fetch(`${server.url}/api/v1/credits/balance/`) // wake the server
  const times: number[] = []
  for (let i = 0; i < RUNS + 3; i++) {
    const form = new FormData()
    // Each run's file differs by one byte so the upload is parsed, not reused.
    const bytes = Buffer.concat([pdf, Buffer.from(`\n%run ${i}\n`)])
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'resume.pdf')
    form.append('job_description', job)
    form.append('tailoring_mode', 'report')
    form.append('tailoring_level', '60')
    const started = performance.now()
    const reply = await fetch(`${server.url}/api/v1/resume/tailor/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.token}` },
      body: form,
    })
    const body = (await reply.json()) as { success?: boolean; detail?: string }
    if (!body.success) throw new Error(`tailor failed: ${reply.status} ${body.detail}`)
    if (i >= 3) times.push(performance.now() - started) // the first runs warm the worker threads
  }
  console.log(
    `| ${label} | ${RUNS} | ${percentile(times, 50).toFixed(0)} | ${percentile(times, 95).toFixed(0)} | ${Math.max(...times).toFixed(0)} |`,
  )
}

console.log(`Machine: ${machineLine()}; ${new Date().toISOString().slice(0, 10)}\n`)
console.log('| database | runs | median ms | p95 ms | max ms |')
console.log('|---|---:|---:|---:|---:|')
await onEachDatabase(measure)
