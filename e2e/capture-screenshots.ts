// Captures the README screenshots from a running app: node --import tsx e2e/capture-screenshots.ts [baseURL] [outDir]
import { mkdirSync } from 'node:fs'
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
  prepare?: (page: Page) => Promise<void>
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
]

async function capture(browser: Browser, shot: Shot) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: shot.width, height: shot.width < 600 ? 844 : 900 },
    colorScheme: shot.theme,
    reducedMotion: 'reduce',
  })
  const page = await context.newPage()
  await page.goto(shot.path)
  await page.waitForLoadState('networkidle')
  await shot.prepare?.(page)
  await page.screenshot({ path: join(outDir, `${shot.name}.png`), fullPage: shot.fullPage ?? false })
  await context.close()
}

mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch(chromiumLaunchOptions)
try {
  for (const shot of shots) await capture(browser, shot)
} finally {
  await browser.close()
}
console.log(`Saved ${shots.length} screenshots to ${outDir}`)
