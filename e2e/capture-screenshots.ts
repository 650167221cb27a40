// Captures the README screenshots from a running app: node --import tsx e2e/capture-screenshots.ts [baseURL] [outDir]
// Signed-in screens log in as SCREENSHOT_EMAIL / SCREENSHOT_PASSWORD, or as the demo account whose
// credentials the server keeps in DATA_DIR/demo-account.json; without either they are skipped.
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Browser, chromium, type Page } from 'playwright-core'
import { chromiumLaunchOptions } from './chromium.ts'

const baseURL = process.argv[2] ?? 'http://localhost:3000'
const outDir = process.argv[3] ?? 'docs/screenshots'

interface Shot {
  name: string
  path: string
  theme: 'light' | 'dark'
  width: number
  fullPage?: boolean
  signedIn?: boolean
  prepare?: (page: Page) => Promise<void>
}

function readCredentials(): { email: string; password: string } | null {
  const { SCREENSHOT_EMAIL: email, SCREENSHOT_PASSWORD: password, DATA_DIR: dataDir } = process.env
  if (email && password) return { email, password }
  const demoFile = join(dataDir ?? 'data', 'demo-account.json')
  return existsSync(demoFile)
    ? (JSON.parse(readFileSync(demoFile, 'utf8')) as { email: string; password: string })
    : null
}

const credentials = readCredentials()

/** Stores a session the way the app does after logging in. */
async function signIn(page: Page) {
  if (!credentials) throw new Error('no credentials')
  const reply = await page.request.post('/api/v1/user/token/', { data: credentials })
  if (!reply.ok()) throw new Error(`Login failed with status ${reply.status()}`)
  const tokens = (await reply.json()) as { access: string; refresh: string; name: string; email: string }
  await page.goto('/auth')
  await page.evaluate((t) => {
    localStorage.setItem('accessToken', t.access)
    localStorage.setItem('refreshToken', t.refresh)
    localStorage.setItem('username', t.name)
    localStorage.setItem('email', t.email)
  }, tokens)
}

/** Fills the generator with a sample job and a corpus resume, then waits for the result view. */
async function generateCoverLetter(page: Page) {
  await page.getByLabel('Job Title', { exact: true }).fill('Senior DevOps Engineer')
  await page.getByLabel('Company Name', { exact: true }).fill('Northwind Traders')
  await page
    .getByLabel('Job Description', { exact: true })
    .fill(
      'Run our AWS platform: CI/CD pipelines, Kubernetes with Terraform, monitoring with Prometheus and ' +
        'Grafana. 5+ years of DevOps or SRE experience, Linux, Python or Go, Docker, and a record of ' +
        'reducing incidents and cloud costs.',
    )
  await page.getByLabel('Hiring Manager Name', { exact: true }).fill('Jordan Lee')
  await page.locator('input[type="file"]').setInputFiles('packages/engine/corpus/pdf/daniel-weiss-devops.pdf')
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click()
  await page.getByRole('heading', { name: 'Your Cover Letter is Ready!' }).waitFor({ timeout: 60_000 })
  await page.evaluate(() => window.scrollTo(0, 0))
}

const shots: Shot[] = [
  { name: 'landing-light', path: '/', theme: 'light', width: 1440, fullPage: true },
  { name: 'landing-dark', path: '/', theme: 'dark', width: 1440, fullPage: true },
  { name: 'landing-mobile', path: '/', theme: 'light', width: 390, fullPage: true },
  { name: 'auth-light', path: '/auth', theme: 'light', width: 1440 },
  { name: 'auth-dark', path: '/auth', theme: 'dark', width: 1440 },
  { name: 'auth-mobile', path: '/auth', theme: 'dark', width: 390, fullPage: true },
  { name: 'pricing-light', path: '/pricing', theme: 'light', width: 1440, fullPage: true },
  { name: 'pricing-dark', path: '/pricing', theme: 'dark', width: 1440, fullPage: true },
  { name: 'pricing-mobile', path: '/pricing', theme: 'light', width: 390, fullPage: true },
  ...(['light', 'dark', 'mobile'] as const).flatMap((variant): Shot[] => {
    const theme = variant === 'dark' ? 'dark' : 'light'
    const width = variant === 'mobile' ? 390 : 1440
    return [
      {
        name: `cover-letter-${variant}`,
        path: '/cover-letter',
        theme,
        width,
        fullPage: true,
        signedIn: true,
        prepare: generateCoverLetter,
      },
      {
        name: `cover-letter-history-${variant}`,
        path: '/cover-letter-history',
        theme,
        width,
        fullPage: true,
        signedIn: true,
      },
    ]
  }),
]

async function capture(browser: Browser, shot: Shot) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: shot.width, height: shot.width < 600 ? 844 : 900 },
    colorScheme: shot.theme,
    reducedMotion: 'reduce',
  })
  const page = await context.newPage()
  if (shot.signedIn) await signIn(page)
  await page.goto(shot.path)
  await page.waitForLoadState('networkidle')
  await shot.prepare?.(page)
  await page.screenshot({ path: join(outDir, `${shot.name}.png`), fullPage: shot.fullPage ?? false })
  await context.close()
}

mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch(chromiumLaunchOptions)
const taken = shots.filter((shot) => !shot.signedIn || credentials)
if (taken.length < shots.length) console.warn('No credentials: skipping the signed-in screens.')
try {
  for (const shot of taken) await capture(browser, shot)
} finally {
  await browser.close()
}
console.log(`Saved ${taken.length} screenshots to ${outDir}`)
