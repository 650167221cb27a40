// Screenshots of the editor's newer sections (Projects and Languages tabs; light, dark, 390 px phone) from a
// running app: node --import tsx e2e/capture-sections.ts [baseURL] [outDir], with SCREENSHOT_EMAIL and
// SCREENSHOT_PASSWORD of an account with a credit (the demo account of a server started with SEED_DEMO=true).
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { caseText, sectionsCaseLines } from '../packages/engine/eval/sections-case-lines.ts'
import { sectionsCases } from '../packages/engine/eval/sections-truth.ts'
import { chromiumLaunchOptions } from './chromium.ts'
import { sampleJobDescription } from './resume-samples.ts'
import { storeSession } from './session.ts'

const baseURL = process.argv[2] ?? 'http://localhost:3000'
const outDir = process.argv[3] ?? 'docs/screenshots'
mkdirSync(outDir, { recursive: true })
const account = { email: process.env.SCREENSHOT_EMAIL, password: process.env.SCREENSHOT_PASSWORD }
const resumeText = caseText(sectionsCaseLines(sectionsCases.find((c) => c.id === 'game-dev')!, 0))

const browser = await chromium.launch(chromiumLaunchOptions)
try {
  let editPath = ''
  for (const [name, theme, width, tab] of [
    ['editor-projects-light', 'light', 1440, 'Projects'],
    ['editor-projects-dark', 'dark', 1440, 'Projects'],
    ['editor-languages-mobile', 'light', 390, 'Languages'],
  ] as const) {
    const context = await browser.newContext({
      baseURL,
      colorScheme: theme,
      viewport: { width, height: 900 },
    })
    const page = await context.newPage()
    const tokens = await (await page.request.post('/api/v1/user/token/', { data: account })).json()
    await storeSession(page, tokens)
    if (!editPath) {
      const reply = await page.request.post('/api/v1/resume/tailor/', {
        headers: { Authorization: `Bearer ${tokens.access}` },
        data: { resume_text: resumeText, job_description: sampleJobDescription, template: 'modern' },
      })
      editPath = `/analysis?edit=${(await reply.json()).tailored_resume_uuid}`
    }
    await page.goto(editPath)
    await page.getByRole('tab', { name: tab }).first().click()
    await page.waitForLoadState('networkidle')
    await page.getByRole('dialog').screenshot({ path: join(outDir, `${name}.png`) })
    await context.close()
  }
} finally {
  await browser.close()
}
