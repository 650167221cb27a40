import { expect, type Page, test } from '@playwright/test'
import type { ResumeTemplate, TemplateUsageList } from '@tailor/contracts'
import { apiLogin, createAnalyses, jobs, tailorBody } from './analyses-seed.ts'
import { type Account, payer, reviewer } from './fixtures.ts'
import { requestTokens, storeSession } from './session.ts'

let headers: Record<string, string>

// The reviewer's newest analysis uses the compact template, so it heads the active templates.
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  headers = await apiLogin(request, reviewer)
  await createAnalyses(request, headers, [
    tailorBody(reviewer.name, { jobDescription: jobs[3]!.description, template: 'compact' }),
  ])
  await request.dispose()
})

async function open(page: Page, account: Account, path: string) {
  await storeSession(page, await requestTokens(page, account))
  await page.goto(path)
}

const catalogue = async (page: Page): Promise<ResumeTemplate[]> =>
  (await (await page.request.get('/api/v1/resume/templates/')).json()).results

test.describe('/template-gallery', () => {
  test('shows every template with its preview, name, description and the default marked', async ({
    page,
  }) => {
    await open(page, reviewer, '/template-gallery')
    const templates = await catalogue(page)
    const cards = page.getByRole('article')
    await expect(cards).toHaveCount(templates.length)
    for (const [i, template] of templates.entries()) {
      const card = page.getByRole('article', { name: template.name })
      await expect(card).toContainText(template.description)
      const image = card.getByRole('img', { name: `Preview of the ${template.name} template` })
      await image.scrollIntoViewIfNeeded()
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
      await expect(card.getByText('Default', { exact: true })).toHaveCount(i === 0 ? 1 : 0)
    }
  })

  test('the detail view steps through templates with arrows and keys', async ({ page }) => {
    await open(page, reviewer, '/template-gallery')
    const [first, second] = await catalogue(page)
    await page.getByRole('button', { name: `Preview ${first!.name}` }).click()
    const dialog = page.getByRole('dialog', { name: first!.name })
    await expect(dialog).toContainText(first!.description)
    await expect(dialog.getByRole('img', { name: `Preview of the ${first!.name} template` })).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('dialog', { name: second!.name })).toBeVisible()
    await page.getByRole('button', { name: 'Previous template' }).click()
    await expect(page.getByRole('dialog', { name: first!.name })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('"Use this template" opens /analysis with ?template=<id>', async ({ page }) => {
    await open(page, reviewer, '/template-gallery')
    await page
      .getByRole('article', { name: 'Classic' })
      .getByRole('link', { name: 'Use this template' })
      .click()
    await expect(page).toHaveURL('/analysis?template=classic')
  })

  test('a failed load shows "Error Loading Templates" with Retry', async ({ page }) => {
    await storeSession(page, await requestTokens(page, reviewer))
    await page.route('**/api/v1/resume/templates/', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"detail":"Templates are updating."}',
      }),
    )
    await page.goto('/template-gallery')
    const alert = page.getByRole('alert')
    await expect(alert.getByRole('heading', { name: 'Error Loading Templates' })).toBeVisible()
    await expect(alert).toContainText('Templates are updating.')
    await page.unroute('**/api/v1/resume/templates/')
    const reload = page.waitForEvent('load')
    await alert.getByRole('button', { name: 'Retry' }).click()
    await reload
    await expect(page.getByRole('article').first()).toBeVisible()
  })
})

test.describe('/templates', () => {
  test('lists the templates the analyses use, most recent first, with counts', async ({ page }) => {
    await open(page, reviewer, '/templates')
    const usage: TemplateUsageList = await (
      await page.request.get('/api/v1/dashboard/templates/', { headers })
    ).json()
    const names = new Map((await catalogue(page)).map((t) => [t.id, t.name]))
    expect(usage.results[0]!.template).toBe('compact')
    const cards = page.getByRole('article')
    await expect(cards.getByRole('heading')).toHaveText(usage.results.map((u) => names.get(u.template)!))
    for (const [i, item] of usage.results.entries()) {
      const n = item.analyses
      await expect(cards.nth(i)).toContainText(`Used by ${n} ${n === 1 ? 'analysis' : 'analyses'}`)
    }
    await cards.first().getByRole('link', { name: 'Use this template' }).click()
    await expect(page).toHaveURL('/analysis?template=compact')
  })

  test('an account without analyses is told so and can browse all templates', async ({ page }) => {
    await open(page, payer, '/templates')
    await expect(page.getByRole('heading', { name: 'No active templates yet' })).toBeVisible()
    await page.getByRole('link', { name: 'Browse all templates' }).click()
    await expect(page).toHaveURL('/template-gallery')
  })
})
