import { expect, test } from '@playwright/test'
import { payer } from './fixtures.ts'
import { requestTokens, storeSession } from './session.ts'

test.describe('/payment/verify', () => {
  test.beforeEach(async ({ page }) => {
    await storeSession(page, await requestTokens(page, payer))
  })

  test('a successful payment shows its package, amount, date, reference, credits and features', async ({
    page,
  }) => {
    await page.goto('/payment/verify?reference=E2E-PAID-001')
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
    const details = page.getByRole('definition')
    await expect(details).toContainText([
      'Starter',
      /\$9\.99|9\.99/,
      /^[A-Z][a-z]{2} \d{1,2}$/,
      'E2E-PAID-001',
      '30',
    ])
    await expect(page.getByText('30 credits every month')).toBeVisible()
    await page.getByRole('link', { name: 'Go to Dashboard' }).click()
    await expect(page).toHaveURL('/dashboard')
  })

  test("Paystack's trxref parameter works like reference", async ({ page }) => {
    await page.goto('/payment/verify?trxref=E2E-PAID-001')
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
  })

  test('a pending payment shows "Payment Pending" with Refresh Status and Go to Dashboard', async ({
    page,
  }) => {
    await page.goto('/payment/verify?reference=E2E-WAIT-001')
    await expect(page.getByRole('heading', { name: 'Payment Pending' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible()
    const refresh = page.waitForResponse('**/api/v1/transactions/verify/E2E-WAIT-001/')
    await page.getByRole('button', { name: 'Refresh Status' }).click()
    await refresh
    await expect(page.getByRole('heading', { name: 'Payment Pending' })).toBeVisible()
  })

  test('an unknown reference shows "Payment Verification Failed" with the server detail', async ({
    page,
  }) => {
    await page.goto('/payment/verify?reference=E2E-NOPE')
    await expect(page.getByRole('heading', { name: 'Payment Verification Failed' })).toBeVisible()
    await expect(page.getByText('Transaction not found.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible()
    await page.getByRole('link', { name: 'Return to Pricing' }).click()
    await expect(page).toHaveURL('/pricing')
  })

  test('a missing reference says "Transaction reference not found in URL parameters"', async ({ page }) => {
    await page.goto('/payment/verify')
    await expect(page.getByText('Transaction reference not found in URL parameters')).toBeVisible()
  })
})
