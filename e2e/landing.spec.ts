import { expect, type Page, test } from '@playwright/test'

/** The landing page is prerendered: its buttons answer only once React has hydrated it. */
async function gotoLanding(page: Page) {
  await page.goto('/')
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

test.describe('landing page', () => {
  test('shows every section with the spec copy, hydrating the prerendered page without errors', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await gotoLanding(page)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Tailor your resume to every job')
    await expect(page.getByRole('link', { name: 'Try Free Analysis' })).toHaveAttribute('href', '/auth')
    await expect(page.getByRole('link', { name: 'View Demo' })).toBeVisible()

    const stats = page.getByRole('region', { name: 'Tailor in numbers' })
    for (const value of ['90%', '<2 min', '10K+', '2x', '24h'])
      await expect(stats.getByText(value, { exact: true })).toBeVisible()

    const features = page.locator('#features')
    for (const title of [
      'Smart Analysis',
      'Cover Letter Generator',
      'Instant Results',
      'Professional Tailoring',
    ]) {
      await expect(features.getByRole('heading', { name: title, level: 3 })).toBeVisible()
    }
    await expect(features.getByRole('listitem')).toHaveCount(4)

    const how = page.locator('#how-it-works')
    await expect(how.getByRole('heading', { name: 'How It Works', level: 2 })).toBeVisible()
    await expect(how.getByRole('heading', { level: 3 })).toHaveText([
      'Upload Your Resume',
      'AI Analysis',
      'Get Insights',
      'Apply With Confidence',
    ])

    const testimonials = page.locator('#testimonials')
    await expect(testimonials.getByRole('listitem')).toHaveCount(3)
    await expect(testimonials.getByRole('img', { name: 'Rated 5 out of 5 stars' })).toHaveCount(3)

    await expect(page.getByRole('heading', { name: 'Ready to Land Your Dream Job?' })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Tailor`)
    for (const column of ['Product', 'Company', 'Resources', 'Legal']) {
      await expect(page.getByRole('contentinfo').getByRole('heading', { name: column })).toBeVisible()
    }
    expect(errors).toEqual([])
  })

  test('"Get Started Now" opens the registration-disabled dialog, which Got it closes', async ({ page }) => {
    await gotoLanding(page)
    await page.getByRole('button', { name: 'Get Started Now' }).click()
    const dialog = page.getByRole('dialog', { name: 'Registration Temporarily Disabled' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(
      "New user registration is currently unavailable. We're working on improvements to serve you better.",
    )
    await expect(dialog.getByText('For credit requests')).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Got it' }).click()
    await expect(dialog).toBeHidden()
  })

  test('the header shows Log in and Get Started when signed out, and Get Started opens the dialog', async ({
    page,
  }) => {
    await gotoLanding(page)
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth')
    await expect(header.getByRole('link', { name: 'Tailor home' })).toHaveAttribute('href', '/auth')
    await header.getByRole('link', { name: 'Get Started' }).click()
    await expect(page.getByRole('dialog', { name: 'Registration Temporarily Disabled' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(page).toHaveURL('/')
  })

  test('the Product menu opens from the keyboard and Escape returns focus to its button', async ({
    page,
  }) => {
    await gotoLanding(page)
    const button = page.getByRole('button', { name: 'Product' })
    await button.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu', { name: 'Product' })
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('menuitem', { name: /Overview/ })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('menuitem', { name: /Templates/ })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(button).toBeFocused()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test('the header becomes more opaque after 10 px of scroll', async ({ page }) => {
    await gotoLanding(page)
    const header = page.getByRole('banner')
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    await page.mouse.wheel(0, 400)
    await expect(header).toHaveAttribute('data-scrolled', 'true')
  })

  test('the mobile menu collapses and expands at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await gotoLanding(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
    await toggle.click()
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' })
    await expect(mobileNav).toBeVisible()
    await mobileNav.getByRole('link', { name: 'Pricing' }).click()
    await expect(page).toHaveURL('/pricing')
    await expect(mobileNav).toBeHidden()
  })

  test('an unknown path shows the not-found page inside the layout', async ({ page }) => {
    await page.goto('/no-such-page')
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
  })

  test('a route chunk that fails to load shows a message with a reload action', async ({ page }) => {
    await gotoLanding(page)
    await page.route(/\/static\/js\/pricing\.[^/]+\.chunk\.js$/, (route) => route.abort())
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click()
    await expect(page.getByRole('heading', { name: 'This page failed to load' })).toBeVisible()
    await expect(page.getByText(/Loading chunk pricing failed/)).toBeVisible()
    await page.unroute(/\/static\/js\/pricing\.[^/]+\.chunk\.js$/)
    await page.getByRole('button', { name: 'Reload page' }).click()
    await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible()
  })
})

test.describe('theme', () => {
  test('starts from the system preference when nothing is stored', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' })
    const page = await context.newPage()
    await gotoLanding(page)
    await expect(page.locator('html')).toHaveClass(/dark/)
    await context.close()
  })

  test('the toggle is stored and survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await gotoLanding(page)
    await expect(page.locator('html')).not.toHaveClass(/dark/)
    await page.getByRole('button', { name: 'Switch to dark theme' }).click()
    await expect(page.locator('html')).toHaveClass(/dark/)
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
    await page.reload()
    await expect(page.locator('html')).toHaveClass(/dark/)
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible()
  })
})
