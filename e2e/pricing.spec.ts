import { expect, type Page, test } from '@playwright/test'

function plan(page: Page, name: string) {
  return page.getByRole('article', { name })
}

test.describe('/pricing', () => {
  test('shows the active subscription plans with monthly prices, icons and the popular badge', async ({
    page,
  }) => {
    await page.goto('/pricing')
    await expect(page.getByRole('heading', { name: 'Choose Your Plan', level: 1 })).toBeVisible()
    await expect(plan(page, 'Starter').getByTestId('plan-price')).toHaveText('$9.99')
    await expect(plan(page, 'Professional').getByTestId('plan-price')).toHaveText('$19.99')
    await expect(plan(page, 'Enterprise').getByTestId('plan-price')).toHaveText('$49.99')
    await expect(plan(page, 'Professional').getByText('Most Popular')).toBeVisible()
    await expect(plan(page, 'Starter').getByTestId('plan-billing')).toHaveText('Billed monthly')
    await expect(page.getByText('Save 20%')).toBeVisible()
  })

  test('Pay Annually shows monthly × 0.8 per month and monthly × 12 × 0.8 a year', async ({ page }) => {
    await page.goto('/pricing')
    await page.getByText('Pay Annually').click()
    // 9.99 × 0.8 = 7.992 and 9.99 × 12 × 0.8 = 95.904; 19.99 → 15.992 and 191.904; 49.99 → 39.992 and 479.904.
    await expect(plan(page, 'Starter').getByTestId('plan-price')).toHaveText('$7.99')
    await expect(plan(page, 'Starter').getByTestId('plan-billing')).toHaveText('$95.90 billed yearly')
    await expect(plan(page, 'Professional').getByTestId('plan-price')).toHaveText('$15.99')
    await expect(plan(page, 'Professional').getByTestId('plan-billing')).toHaveText('$191.90 billed yearly')
    await expect(plan(page, 'Enterprise').getByTestId('plan-price')).toHaveText('$39.99')
    await expect(plan(page, 'Enterprise').getByTestId('plan-billing')).toHaveText('$479.90 billed yearly')
    await page.getByText('Pay Monthly').click()
    await expect(plan(page, 'Starter').getByTestId('plan-price')).toHaveText('$9.99')
  })

  test('one-time packs sit under "Need More Credits?" and purchase buttons open the payment dialog', async ({
    page,
  }) => {
    const purchases: string[] = []
    page.on('request', (request) => {
      if (request.method() !== 'GET') purchases.push(request.url())
    })
    await page.goto('/pricing')
    const packs = page.getByRole('region', { name: 'Need More Credits?' })
    await expect(packs.getByRole('article')).not.toHaveCount(0)
    await packs.getByRole('button', { name: 'Add Credits' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Payment Feature Temporarily Disabled' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('For credit requests, please reach out to us:')
    await expect(dialog.getByRole('link')).toHaveAttribute('href', /^mailto:.+\?subject=Credit%20Request$/)
    await dialog.getByRole('button', { name: 'Got it' }).click()
    await plan(page, 'Starter').getByRole('button', { name: 'Get Started' }).click()
    await expect(dialog).toBeVisible()
    expect(purchases).toEqual([])
  })

  test('shows the Why Choose cards and an FAQ of 5 questions with the spec claims', async ({ page }) => {
    await page.goto('/pricing')
    for (const title of ['AI-Powered Analysis', 'ATS Compatibility', 'Unlimited Revisions']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible()
    }
    const faq = page.locator('#faq')
    const questions = faq.getByRole('button')
    await expect(questions).toHaveCount(5)
    await faq.getByRole('button', { name: 'Do my credits expire?' }).click()
    await expect(faq.getByText('Your credits never expire while your account is active.')).toBeVisible()
    await faq.getByRole('button', { name: 'Is there a refund policy?' }).click()
    await expect(faq.getByText('14-day money-back guarantee')).toBeVisible()
    await expect(faq.getByText('Your credits never expire')).toBeHidden()
    await faq.getByRole('button', { name: 'Can I change my plan later?' }).click()
    await expect(faq.getByText(/prorated.*end of your current billing cycle/)).toBeVisible()
  })

  test('a failed load shows "Failed to fetch packages: 500" and Try Again reloads', async ({ page }) => {
    await page.route('**/api/v1/credits/packages/', (route) =>
      route.fulfill({ status: 500, json: { detail: 'Internal error' } }),
    )
    await page.goto('/pricing')
    await expect(page.getByRole('alert')).toContainText('Failed to fetch packages: 500')
    await page.unroute('**/api/v1/credits/packages/')
    await page.getByRole('button', { name: 'Try Again' }).click()
    await expect(plan(page, 'Starter')).toBeVisible()
  })
})
