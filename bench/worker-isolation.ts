import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  deflateRepeated,
  docxWith,
  pdfWithStream,
  zipOf,
  zlibRepeated,
} from '../packages/engine/src/extract/test-bombs.ts'
import { percentile } from './lib/percentile.ts'
import { type BenchServer, machineLine, onEachDatabase } from './lib/start-server.ts'

// Work isolation against the real server process, on PGlite and on PostgreSQL: /healthz during a burst of 100 tailor requests
// from 10 users, then decompression bombs from one user while others tailor, with the server's RSS sampled
// for 60 s. Run: npm run bench -- bench/worker-isolation.ts

const MB = 1024 * 1024
const GB = 1024 * MB
const pdf = readFileSync(join(import.meta.dirname, '../packages/engine/corpus/speed/two-page.pdf'))
const JOB = `Senior Software Engineer — Payments Platform
Requirements: 5+ years building backend services in Python or Go; PostgreSQL; Kafka; AWS; Docker and
Kubernetes. Nice to have: Terraform, gRPC.`
let runs = 0

const rssOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024

async function signUp(server: BenchServer, n: number): Promise<string> {
  const reply = await fetch(`${server.url}/api/v1/user/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench${n}@tailor.local`,
      password: 'bench-password-1',
      name: `Bench ${n}`,
    }),
  })
  return ((await reply.json()) as { access: string }).access
}

/** A tailor request as the web app sends it: a 2-page PDF (one byte different each time, so it is parsed). */
function tailor(server: BenchServer, token: string) {
  const form = new FormData()
  form.append('file', new Blob([Buffer.concat([pdf, Buffer.from(`\n%run ${runs++}\n`)])]), 'resume.pdf')
  form.append('job_description', JOB)
  return fetch(`${server.url}/api/v1/resume/tailor/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  }).then(settle)
}

function upload(server: BenchServer, token: string, bytes: Uint8Array, filename: string) {
  const form = new FormData()
  form.append('file', new Blob([bytes]), filename)
  return fetch(`${server.url}/api/v1/resume/parse/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  }).then(settle)
}

async function settle(reply: Response): Promise<number> {
  await reply.arrayBuffer()
  return reply.status
}

const count = (statuses: number[]) =>
  [...new Set(statuses)]
    .sort()
    .map((status) => `${statuses.filter((s) => s === status).length} × ${status}`)
    .join(', ')

console.log(`Machine: ${machineLine()}; ${new Date().toISOString().slice(0, 10)}\n`)
await onEachDatabase(
  async (database, server) => {
    console.log(`\n${database}:`)
    const tokens = await Promise.all(Array.from({ length: 11 }, (_, i) => signUp(server, i)))
    const users = tokens.slice(0, 10)
    const attacker = tokens[10]!
    await tailor(server, users[0]!)

    const latencies: number[] = []
    let bursting = true
    const probe = (async () => {
      while (bursting) {
        const started = performance.now()
        await (await fetch(`${server.url}/healthz`)).arrayBuffer()
        latencies.push(performance.now() - started)
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    })()
    const started = performance.now()
    const burst = await Promise.all(
      users.flatMap((token) => Array.from({ length: 10 }, () => tailor(server, token))),
    )
    const burstSeconds = (performance.now() - started) / 1000
    bursting = false
    await probe
    console.log(`Burst of 100 tailor requests (10 users): ${count(burst)} in ${burstSeconds.toFixed(1)} s`)
    console.log(
      `/healthz during it: ${latencies.length} probes, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`,
    )

    const bombs: [Uint8Array, string][] = [
      [pdfWithStream(zlibRepeated(GB), '/FlateDecode'), 'bomb.pdf'],
      [pdfWithStream(zlibRepeated(GB), '/FlateDecode'), 'bomb2.pdf'],
      [
        docxWith([{ name: 'word/_rels/document.xml.rels', deflated: deflateRepeated(GB), size: 200 }]),
        'rels.docx',
      ],
      [
        zipOf([{ name: 'word/document.xml', deflated: deflateRepeated(95 * MB), size: 95 * MB }]),
        'honest.docx',
      ],
    ]
    const before = rssOf(server.pid)
    let peak = before
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(server.pid))
    }, 100)
    const [bombReplies, others] = await Promise.all([
      Promise.all(bombs.map(([bytes, name]) => upload(server, attacker, bytes, name))),
      Promise.all(users.flatMap((token) => [tailor(server, token), tailor(server, token)])),
    ])
    const afterBombs = rssOf(server.pid)
    await new Promise((resolve) => setTimeout(resolve, 60_000))
    clearInterval(sampler)
    console.log(`Bombs (2 × 1 GB PDF, lying .rels, honest 95 MB document.xml): ${count(bombReplies)}`)
    console.log(`20 tailor requests of other users meanwhile: ${count(others)}`)
    console.log(
      `Server RSS: ${Math.round(before / MB)} MB before, peak ${Math.round(peak / MB)} MB, ${Math.round(afterBombs / MB)} MB right after, ${Math.round(rssOf(server.pid) / MB)} MB 60 s later`,
    )
  },
  { REGISTRATION_ENABLED: 'true', STARTER_CREDITS: '1000' },
)
