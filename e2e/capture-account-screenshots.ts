// Captures the README's account screenshots (signed-in header, settings, two-factor setup) from a running app:
// SCREENSHOT_EMAIL=… SCREENSHOT_PASSWORD=… node --import tsx e2e/capture-account-screenshots.ts [baseURL] [outDir]
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Page } from 'playwright-core'
import { chromiumLaunchOptions } from './chromium.ts'

const baseURL = process.argv[2] ?? 'http://localhost:3000'
const outDir = process.argv[3] ?? 'docs/screenshots'
const account = { email: process.env.SCREENSHOT_EMAIL, password: process.env.SCREENSHOT_PASSWORD }
if (!account.email || !account.password) throw new Error('Set SCREENSHOT_EMAIL and SCREENSHOT_PASSWORD')

type Shot = {
  name: string
  theme: 'light' | 'dark'
  width: number
  path: string
  act?: (page: Page) => Promise<void>
  full?: boolean
}

const shots: Shot[] = [
  {
    name: 'header-signed-in-light',
    theme: 'light',
    width: 1280,
    path: '/dashboard',
    act: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Account' }).click()
      await page.waitForTimeout(300)
    },
  },
  {
    name: 'header-signed-in-dark',
    theme: 'dark',
    width: 1280,
    path: '/analysis-history',
    act: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'History' }).click()
      await page.waitForTimeout(300)
    },
  },
  {
    name: 'header-signed-in-mobile',
    theme: 'light',
    width: 390,
    path: '/analysis',
    act: (page) => page.getByRole('button', { name: 'Open menu' }).click(),
  },
  { name: 'settings-light', theme: 'light', width: 1280, path: '/settings', full: true },
  { name: 'settings-dark', theme: 'dark', width: 390, path: '/settings', full: true },
  {
    name: 'two-factor-light',
    theme: 'light',
    width: 1280,
    path: '/settings',
    act: async (page) => {
      const section = page.getByRole('region', { name: 'Two-factor sign-in' })
      await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click()
      await section.getByRole('img').waitFor()
      await section.scrollIntoViewIfNeeded()
    },
  },
]

mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch(chromiumLaunchOptions)
for (const shot of shots) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: shot.width, height: shot.width < 600 ? 844 : 800 },
    colorScheme: shot.theme,
  })
  const page = await context.newPage()
  const tokens = await (await page.request.post('/api/v1/user/token/', { data: account })).json()
  await page.goto('/favicon.svg')
  await page.evaluate(
    ([t, theme]) => {
      localStorage.setItem('accessToken', t.access)
      localStorage.setItem('refreshToken', t.refresh)
      localStorage.setItem('username', t.name)
      localStorage.setItem('email', t.email)
      localStorage.setItem('theme', theme)
    },
    [tokens, shot.theme] as const,
  )
  await page.goto(shot.path)
  await page.waitForLoadState('networkidle')
  await shot.act?.(page)
  await page.waitForTimeout(400)
  if (shot.name === 'two-factor-light') {
    await page
      .getByRole('region', { name: 'Two-factor sign-in' })
      .screenshot({ path: join(outDir, `${shot.name}.png`) })
  } else {
    await page.screenshot({ path: join(outDir, `${shot.name}.png`), fullPage: shot.full ?? false })
  }
  console.log(`${shot.name}.png`)
  await context.close()
}
await browser.close()
