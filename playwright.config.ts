import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './e2e/chromium.ts'

// One port per run, inherited by the workers through the environment.
process.env.E2E_PORT ??= String(42_000 + (process.pid % 8000))
const port = Number(process.env.E2E_PORT)
// The server's data folder, known to the specs too: the account tests read mailed links from its outbox.
process.env.E2E_DATA_DIR ??= join(tmpdir(), `tailor-e2e-${port}`)
const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node --import tsx e2e/serve.ts',
    url: `${baseURL}/healthz`,
    env: { PORT: String(port), E2E_DATA_DIR: process.env.E2E_DATA_DIR },
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
