// Captures the README screenshots from a running app: node --import tsx e2e/capture-screenshots.ts [baseURL] [outDir]
// Signed-in screens need an account with a few credits: SCREENSHOT_EMAIL and SCREENSHOT_PASSWORD (for a
// server started with SEED_DEMO=true, the demo account printed at start-up; e2e/seed-analyses.ts fills it with
// analyses so the dashboard and history show data). Without them they are skipped.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { type Browser, chromium, type Page } from 'playwright-core'
import { chromiumLaunchOptions } from './chromium.ts'
import { sampleJobDescription, sampleResumeText } from './resume-samples.ts'
import { storeSession, type Tokens } from './session.ts'

const baseURL = process.argv[2] ?? 'http://localhost:3000'
const outDir = process.argv[3] ?? 'docs/screenshots'

interface Shot {
  name: string
  path: string
  theme: 'light' | 'dark'
  width: number
  fullPage?: boolean
  /** Sign in first (SCREENSHOT_EMAIL / SCREENSHOT_PASSWORD). */
  signedIn?: boolean
  /**
   * Capture a full page by growing the window to the page's height instead of stitching, so fixed and
   * sticky bars sit where a reader expects them rather than where the scroll position left them.
   */
  tall?: boolean
  /** Computes the path to open once signed in (e.g. after creating data through the API). */
  resolvePath?: (page: Page) => Promise<string>
  prepare?: (page: Page) => Promise<void>
}

const account =
  process.env.SCREENSHOT_EMAIL && process.env.SCREENSHOT_PASSWORD
    ? { email: process.env.SCREENSHOT_EMAIL, password: process.env.SCREENSHOT_PASSWORD }
    : null

/** Signs in through the API and stores the session the way the app does. */
async function signIn(page: Page): Promise<string> {
  const response = await page.request.post('/api/v1/user/token/', { data: account })
  if (!response.ok()) throw new Error(`Sign-in for screenshots failed with ${response.status()}`)
  const tokens = (await response.json()) as Tokens
  await storeSession(page, tokens)
  return tokens.access
}

/** Fills /analysis with the sample resume and job, runs the analysis and waits for the editor. */
async function tailorSample(page: Page) {
  await page.getByText('Paste Text').click()
  await page.getByRole('textbox', { name: 'Resume text', exact: true }).fill(sampleResumeText)
  await page.getByRole('textbox', { name: 'Job description', exact: true }).fill(sampleJobDescription)
  await page.getByText('Tailoring + Report').click()
  await page.getByRole('button', { name: 'Analyze & Tailor Resume' }).click()
  await page.getByRole('heading', { name: 'Edit Your Resume' }).waitFor()
  await page.waitForLoadState('networkidle')
  // Show the pasted resume from its first line.
  await page.getByRole('textbox', { name: 'Resume text', exact: true }).evaluate((area) => {
    area.scrollTop = 0
  })
}

/** Creates an analysis through the API and returns the path that opens it in the Edit Resume dialog. */
async function analysisToEdit(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'))
  const response = await page.request.post('/api/v1/resume/tailor/', {
    headers: { Authorization: `Bearer ${token}` },
    data: { resume_text: sampleResumeText, job_description: sampleJobDescription, template: 'modern' },
  })
  if (!response.ok()) throw new Error(`Tailoring for screenshots failed with ${response.status()}`)
  const { tailored_resume_uuid } = (await response.json()) as { tailored_resume_uuid: string }
  return `/analysis?edit=${tailored_resume_uuid}`
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
  ...(['light', 'dark'] as const).map(
    (theme): Shot => ({
      name: `analysis-${theme}`,
      path: '/analysis',
      theme,
      width: 1440,
      fullPage: true,
      tall: true,
      signedIn: true,
      prepare: tailorSample,
    }),
  ),
  {
    name: 'analysis-mobile',
    path: '/analysis',
    theme: 'light',
    width: 390,
    fullPage: true,
    tall: true,
    signedIn: true,
    prepare: tailorSample,
  },
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
  {
    name: 'edit-dialog-light',
    path: '/analysis',
    theme: 'light',
    width: 1440,
    signedIn: true,
    resolvePath: analysisToEdit,
    prepare: async (page) => {
      await page.getByRole('dialog', { name: 'Edit Resume' }).getByText('Up to date').waitFor()
      // Let the PDF viewer draw the page.
      await page.waitForTimeout(1500)
    },
  },
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
  const page = await context.newPage()
  if (shot.signedIn) await signIn(page)
  await page.goto(shot.resolvePath ? await shot.resolvePath(page) : shot.path)
  await page.waitForLoadState('networkidle')
  await shot.prepare?.(page)
  const path = join(outDir, `${shot.name}.png`)
  if (shot.tall) {
    await page.evaluate(() => window.scrollTo(0, 0))
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    await page.setViewportSize({ width: shot.width, height })
    await page.waitForTimeout(300)
    await page.screenshot({ path })
  } else await page.screenshot({ path, fullPage: shot.fullPage ?? false })
  await context.close()
}

// SCREENSHOTS=analysis,edit-dialog captures only the shots whose names start with one of those prefixes.
const only = process.env.SCREENSHOTS?.split(',').filter(Boolean)
const wanted = shots.filter(
  (shot) => (account || !shot.signedIn) && (!only || only.some((prefix) => shot.name.startsWith(prefix))),
)
if (!account && shots.some((shot) => shot.signedIn)) {
  console.log('SCREENSHOT_EMAIL / SCREENSHOT_PASSWORD not set: skipping the signed-in screens.')
}
mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch(chromiumLaunchOptions)
try {
  for (const shot of wanted) await capture(browser, shot)
} finally {
  await browser.close()
}
console.log(`Saved ${wanted.length} screenshots to ${outDir}`)
