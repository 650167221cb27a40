// The Playwright web server: builds the app, seeds a fresh temporary data folder through the CLI,
// then runs the real server (as `npm start` does) until Playwright stops it.
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startJobPagesServer } from '../apps/server/test/job-pages-server.ts'
import { seedThroughCli } from './global-setup.ts'
import { jobPagesPort } from './job-pages-port.ts'

// Every run starts from a fresh embedded database: a shared PostgreSQL (DATABASE_URL, as in CI) would still hold
// the accounts of the previous run. The API tests cover PostgreSQL.
delete process.env.DATABASE_URL
const port = process.env.PORT ?? '3000'
// Playwright names the folder (E2E_DATA_DIR) so specs can read the outbox; a leftover from a killed run goes first.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'tailor-e2e-'))
rmSync(dataDir, { recursive: true, force: true })
mkdirSync(dataDir, { recursive: true })

if (process.env.E2E_SKIP_BUILD !== '1') execFileSync('npm', ['run', 'build'], { stdio: 'inherit' })
seedThroughCli(dataDir)
// Saved job postings for the Job Link tests, on loopback; the server may read them only through FETCH_ALLOW_HOSTS.
const jobPages = await startJobPagesServer(jobPagesPort(Number(port)))

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    // Many logins in a short run; the production limit would throttle the suite.
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    FETCH_ALLOW_HOSTS: `127.0.0.1:${jobPages.port}`,
  },
  stdio: 'inherit',
})

const stop = () => server.kill('SIGTERM')
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
server.on('exit', async (code) => {
  await jobPages.close()
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
