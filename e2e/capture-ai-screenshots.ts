// Screenshots of what the optional model shows (light, dark, 390 px phone): the Edit Resume dialog of an
// analysis whose roles the parsing rescue read ("AI-assisted" notice, "Read with the help of" mark on the
// Experience tab) and the history row's "AI-assisted" label. Starts the scripted loopback model of the API
// tests and the built app itself: npm run build && node --import tsx e2e/capture-ai-screenshots.ts [outDir]
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { startLlmTestServer } from '../apps/server/test/llm-test-server.ts'
import { goodModel } from '../apps/server/test/model-replies.ts'
import { UNREAD_EXPERIENCE_TEXT } from '../packages/engine/eval/unread-experience-resume.ts'
import { chromiumLaunchOptions } from './chromium.ts'
import { sampleJobDescription } from './resume-samples.ts'
import { storeSession } from './session.ts'

const outDir = process.argv[2] ?? 'docs/screenshots'
mkdirSync(outDir, { recursive: true })
const port = 43_000 + (process.pid % 2000)
const baseURL = `http://127.0.0.1:${port}`
const dataDir = mkdtempSync(join(tmpdir(), 'tailor-ai-shots-'))
const account = { email: 'demo@tailor.local', password: 'demo-screenshots' }
// The demo account adopts a password left in the data folder.
writeFileSync(join(dataDir, 'demo-account.json'), JSON.stringify({ password: account.password }))

// A fresh embedded database, whatever the shell names.
delete process.env.DATABASE_URL
const model = await startLlmTestServer()
model.script(goodModel)
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    LLM_BASE_URL: model.url,
    LLM_MODEL: 'llama3.1',
  },
  stdio: 'inherit',
})
let exited = false
server.once('exit', () => (exited = true))
const browser = await chromium.launch(chromiumLaunchOptions)
try {
  for (let i = 0; ; i++) {
    if (
      await fetch(`${baseURL}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    if (exited || i > 600) throw new Error('the app did not start')
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  let analysisId = ''
  for (const [name, theme, width] of [
    ['ai-parse-rescue-light', 'light', 1440],
    ['ai-parse-rescue-dark', 'dark', 1440],
    ['ai-parse-rescue-mobile', 'light', 390],
  ] as const) {
    const context = await browser.newContext({
      baseURL,
      colorScheme: theme,
      viewport: { width, height: 900 },
    })
    const page = await context.newPage()
    const tokens = await (await page.request.post('/api/v1/user/token/', { data: account })).json()
    await storeSession(page, tokens)
    if (!analysisId) {
      const reply = await page.request.post('/api/v1/resume/tailor/', {
        headers: { Authorization: `Bearer ${tokens.access}` },
        data: {
          resume_text: UNREAD_EXPERIENCE_TEXT,
          job_description: sampleJobDescription,
          tailoring_level: 90,
        },
      })
      analysisId = (await reply.json()).tailored_resume_uuid
    }
    await page.goto('/analysis-history')
    await page.getByText('AI-assisted · llama3.1').first().waitFor()
    await page.screenshot({ path: join(outDir, `${name.replace('parse-rescue', 'history')}.png`) })
    await page.goto(`/analysis?edit=${analysisId}`)
    await page.getByRole('tab', { name: 'Experience' }).first().click()
    const mark = page.getByText('Read with the help of llama3.1')
    await mark.waitFor()
    await page.waitForLoadState('networkidle')
    await mark.scrollIntoViewIfNeeded()
    await page.getByRole('dialog').screenshot({ path: join(outDir, `${name}.png`) })
    await context.close()
  }
} finally {
  await browser.close()
  if (!exited) {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
  }
  await model.close()
  rmSync(dataDir, { recursive: true, force: true })
}
