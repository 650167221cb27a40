// Captures the README screenshots from a running app: node --import tsx e2e/capture-screenshots.ts [baseURL] [outDir]
// Signed-in screens log in as SCREENSHOT_EMAIL / SCREENSHOT_PASSWORD (seed that account first, e.g. with
// e2e/seed-analyses.ts, so the screens show data).
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { chromiumLaunchOptions } from './chromium.ts'

const baseURL = process.argv[2] ?? 'http://localhost:3000'
const outDir = process.argv[3] ?? 'docs/screenshots'

interface Shot {
  name: string
  path: string
  theme: 'light' | 'dark'
  width: number
  fullPage?: boolean
  /** Log in first (SCREENSHOT_EMAIL / SCREENSHOT_PASSWORD). */
  signedIn?: boolean
  prepare?: (page: Page) => Promise<void>
}

/** The session the app keeps in localStorage, made through the login API. */
async function signIn(context: BrowserContext) {
  const email = process.env.SCREENSHOT_EMAIL
  const password = process.env.SCREENSHOT_PASSWORD
  if (!email || !password)
    throw new Error('Signed-in screenshots need SCREENSHOT_EMAIL and SCREENSHOT_PASSWORD')
  const reply = await context.request.post('/api/v1/user/token/', { data: { email, password } })
  if (!reply.ok()) throw new Error(`Login as ${email} failed: ${reply.status()}`)
  const tokens = (await reply.json()) as { access: string; refresh: string; name: string; email: string }
  await context.addInitScript((t) => {
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
  await page.getByLabel('Upload a resume').setInputFiles('packages/engine/corpus/pdf/daniel-weiss-devops.pdf')
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click()
  await page.getByRole('heading', { name: 'Your Cover Letter is Ready!' }).waitFor({ timeout: 60_000 })
  await page.evaluate(() => window.scrollTo(0, 0))
}

/** Light, dark and mobile shots of a signed-in screen. */
const signedInShots = (name: string, path: string, prepare?: Shot['prepare']): Shot[] => [
  { name: `${name}-light`, path, theme: 'light', width: 1440, fullPage: true, signedIn: true, prepare },
  { name: `${name}-dark`, path, theme: 'dark', width: 1440, fullPage: true, signedIn: true, prepare },
  { name: `${name}-mobile`, path, theme: 'light', width: 390, fullPage: true, signedIn: true, prepare },
]

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
  ...signedInShots('dashboard', '/dashboard', (page) =>
    page.getByRole('heading', { name: 'Recent Resume Analyses' }).waitFor(),
  ),
  ...signedInShots('analysis-history', '/analysis-history?page=2', (page) =>
    page.getByText(/^Showing \d+ to \d+ of \d+ analyses$/).waitFor(),
  ),
  ...signedInShots('template-gallery', '/template-gallery', async (page) => {
    // Lazy previews below the fold load only once scrolled to.
    for (const image of await page.getByRole('img').all()) await image.scrollIntoViewIfNeeded()
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => window.scrollTo(0, 0))
  }),
  // The history before the generator, which adds a letter per shot.
  ...signedInShots('cover-letter-history', '/cover-letter-history', (page) =>
    page.getByRole('list', { name: 'Cover letters' }).waitFor(),
  ),
  ...signedInShots('cover-letter', '/cover-letter', generateCoverLetter),
]

async function capture(browser: Browser, shot: Shot) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: shot.width, height: shot.width < 600 ? 844 : 900 },
    colorScheme: shot.theme,
    reducedMotion: 'reduce',
  })
  if (shot.signedIn) await signIn(context)
  const page = await context.newPage()
  await page.goto(shot.path)
  await page.waitForLoadState('networkidle')
  await shot.prepare?.(page)
  await page.screenshot({ path: join(outDir, `${shot.name}.png`), fullPage: shot.fullPage ?? false })
  await context.close()
}

// SCREENSHOT_ONLY=dashboard,analysis-history captures only the shots whose names start with those words.
const only = process.env.SCREENSHOT_ONLY?.split(',').filter(Boolean)
const chosen = only ? shots.filter((shot) => only.some((prefix) => shot.name.startsWith(prefix))) : shots

mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch(chromiumLaunchOptions)
try {
  for (const shot of chosen) await capture(browser, shot)
} finally {
  await browser.close()
}
console.log(`Saved ${chosen.length} screenshots to ${outDir}`)
