import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os, { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

const root = join(import.meta.dirname, '..', '..')

export type BenchServer = { url: string; token: string; pid: number; stop: () => Promise<void> }

/** A throwaway PostgreSQL database on the server DATABASE_URL (or the local test server) names. */
async function createScratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
  const name = `tailor_bench_${Date.now()}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl })
      await c.connect()
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await c.end()
    },
  }
}

/**
 * Runs `use` against a fresh server on PGlite, then on a throwaway PostgreSQL database, stopping each after;
 * BENCH_DATABASE=PGlite or PostgreSQL keeps one of them.
 */
export async function onEachDatabase(
  use: (database: 'PGlite' | 'PostgreSQL', server: BenchServer) => Promise<void>,
  serverEnv: Record<string, string> = {},
): Promise<void> {
  const scratch = await createScratchDatabase()
  try {
    for (const [database, env] of [
      ['PGlite', {}],
      ['PostgreSQL', { DATABASE_URL: scratch.url }],
    ] as const) {
      if (process.env.BENCH_DATABASE && process.env.BENCH_DATABASE !== database) continue
      const server = await startServer({ ...serverEnv, ...env })
      try {
        await use(database, server)
      } finally {
        await server.stop()
      }
    }
  } finally {
    await scratch.drop()
  }
}

const BENCH_USER = { email: 'bench@tailor.local', password: 'bench-password-1' }

/**
 * Starts the real server in its own process (as `npm start` does, minus the build) with a credit-exempt
 * bench account made through the admin CLI, and signs it in.
 */
export async function startServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tailor-bench-'))
  const port = 30_000 + Math.floor(Math.random() * 8000) // clear of the ports fetch refuses
  const childEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    ...env,
  }
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/server/src/cli/main.ts',
      'user:create',
      '--email',
      BENCH_USER.email,
      '--password',
      BENCH_USER.password,
      '--exempt',
    ],
    { cwd: root, env: childEnv, stdio: 'ignore' },
  )
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)))
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Tailor is running')) resolve()
    })
  })
  const reply = await fetch(`${url}/api/v1/user/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_USER),
  })
  const { access } = (await reply.json()) as { access: string }
  return {
    url,
    token: access,
    pid: child.pid!,
    async stop() {
      child.removeAllListeners('exit')
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export function machineLine(): string {
  return `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`
}
