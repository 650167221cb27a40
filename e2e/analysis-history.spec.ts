import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import type { AnalysisSummary } from '@tailor/contracts'
import { apiLogin, createAnalyses, namelessResume, seedBodies, tailorBody } from './analyses-seed.ts'
import { payer, reviewer } from './fixtures.ts'
import { requestTokens, storeSession } from './session.ts'

const PAGE_SIZE = 15
let headers: Record<string, string>
let count: number

// At least 46 analyses make four pages of 15, enough for an ellipsis; the newest has no name and no job.
test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000)
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  headers = await apiLogin(request, reviewer)
  const existing = (await (await request.get('/api/v1/resume/list/?page=1&page_size=1', { headers })).json())
    .count as number
  await createAnalyses(request, headers, [
    ...seedBodies(reviewer.name, Math.max(0, 47 - existing)),
    tailorBody('', { resumeText: namelessResume }),
  ])
  count = (await (await request.get('/api/v1/resume/list/?page=1&page_size=1', { headers })).json()).count
  await request.dispose()
})

async function open(page: Page, path = '/analysis-history') {
  await storeSession(page, await requestTokens(page, reviewer))
  await page.goto(path)
  await expect(page.getByRole('heading', { name: 'Analysis History', level: 1 })).toBeVisible()
}

const apiPage = async (page: Page, n: number): Promise<AnalysisSummary[]> =>
  (
    await (
      await page.request.get(`/api/v1/resume/list/?page=${n}&page_size=${PAGE_SIZE}`, { headers })
    ).json()
  ).results
const rows = (page: Page) => page.getByRole('table').locator('tbody tr')
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' }).locator('li')
const summary = (page: Page) => page.getByText(/^Showing \d+ to \d+ of \d+ analyses$/)

/** The job titles shown, in order, against the API's page. */
async function expectPage(page: Page, n: number) {
  const records = await apiPage(page, n)
  await expect(rows(page)).toHaveCount(records.length)
  const titles = records.map((r) => r.extracted_job_title || 'Untitled Position')
  await expect(rows(page).locator('td:first-child p:nth-child(2)')).toHaveText(titles)
}

test.describe('/analysis-history', () => {
  test('shows 15 rows with the spec columns, fallbacks first, and "Showing 1 to 15 of N analyses"', async ({
    page,
  }) => {
    expect(count).toBeGreaterThanOrEqual(46)
    expect(count).toBeLessThanOrEqual(60)
    await open(page)
    await expect(page.getByRole('columnheader')).toHaveText([
      'Applicant Name',
      'Company',
      'Match',
      'Date',
      'Action',
    ])
    await expectPage(page, 1)
    const first = rows(page).first().getByRole('cell')
    await expect(first.nth(0)).toContainText('Unknown Applicant')
    await expect(first.nth(0)).toContainText('Untitled Position')
    await expect(first.nth(1)).toHaveText('Unknown Company')
    await expect(summary(page)).toHaveText(`Showing 1 to 15 of ${count} analyses`)
    await expect(pager(page)).toHaveText(['Previous', '1', '2', '…', '4', 'Next'])
    await expect(page.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled()
  })

  test('numbered pages keep first, last and current ± 1, live in the URL and follow back and forward', async ({
    page,
  }) => {
    await open(page)
    await page.getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL('/analysis-history?page=2')
    await expect(summary(page)).toHaveText(`Showing 16 to 30 of ${count} analyses`)
    await expect(pager(page)).toHaveText(['Previous', '1', '2', '3', '4', 'Next'])
    await expectPage(page, 2)

    await page.getByRole('link', { name: 'Page 4' }).click()
    await expect(page).toHaveURL('/analysis-history?page=4')
    await expect(summary(page)).toHaveText(`Showing 46 to ${count} of ${count} analyses`)
    await expect(pager(page)).toHaveText(['Previous', '1', '…', '3', '4', 'Next'])
    await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled()
    await expectPage(page, 4)

    await page.goBack()
    await expect(page).toHaveURL('/analysis-history?page=2')
    await expect(summary(page)).toHaveText(`Showing 16 to 30 of ${count} analyses`)
    await page.goForward()
    await expect(summary(page)).toHaveText(`Showing 46 to ${count} of ${count} analyses`)
    await page.getByRole('link', { name: 'Previous page' }).click()
    await expect(page).toHaveURL('/analysis-history?page=3')
    await expectPage(page, 3)
  })

  test('a page past the end opens the last page', async ({ page }) => {
    await open(page, '/analysis-history?page=99')
    await expect(page).toHaveURL('/analysis-history?page=4')
    await expect(summary(page)).toHaveText(`Showing 46 to ${count} of ${count} analyses`)
  })

  test('downloads a record without a job title as untitled_position_resume.pdf', async ({ page }) => {
    await open(page)
    const download = page.waitForEvent('download')
    await rows(page)
      .first()
      .getByRole('button', {
        name: 'Download resume of Unknown Applicant for Untitled Position',
        exact: true,
      })
      .click()
    const file = await download
    expect(file.suggestedFilename()).toBe('untitled_position_resume.pdf')
    expect(
      readFileSync((await file.path())!)
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF')
  })

  test('Edit opens the Edit Resume dialog with the full record; Escape closes it', async ({ page }) => {
    await open(page)
    await rows(page)
      .first()
      .getByRole('button', { name: 'Edit resume of Unknown Applicant for Untitled Position' })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Edit Resume' })
    await expect(dialog).toContainText('Unknown Applicant · Untitled Position at Unknown Company')
    await expect(dialog.getByRole('button', { name: 'Generate PDF' }).first()).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(summary(page)).toHaveText(`Showing 1 to 15 of ${count} analyses`)
  })

  test('a template chosen in the dialog follows to the downloaded PDF; a backdrop click closes it', async ({
    page,
  }) => {
    await open(page)
    const row = rows(page).nth(1)
    await row.getByRole('button', { name: /^Edit resume of / }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Resume' })
    const classic = page.getByRole('radio', { name: 'Classic' })
    await dialog.locator('label').filter({ has: classic }).click()
    await expect(classic).toBeChecked()
    const generated = page.waitForEvent('download')
    await dialog.getByRole('button', { name: 'Generate PDF' }).first().click()
    await generated
    await page.mouse.click(8, 8)
    await expect(dialog).toBeHidden()
    const download = page.waitForEvent('download')
    await row.getByRole('button', { name: /^Download resume of (?!.* as [A-Z]+$)/ }).click()
    const pdf = readFileSync((await (await download).path())!).toString('latin1')
    // Classic sets every line in Noto Serif; the default template uses Open Sans.
    expect(pdf.startsWith('%PDF')).toBe(true)
    expect(pdf).toContain('NotoSerif')
    expect(pdf).not.toContain('OpenSans')
  })

  test('a failed load shows "Failed to load analyses" and Try again loads the list', async ({ page }) => {
    await storeSession(page, await requestTokens(page, reviewer))
    await page.route('**/api/v1/resume/list/**', (route) => route.fulfill({ status: 500, body: '{}' }))
    await page.goto('/analysis-history')
    await expect(page.getByRole('alert')).toContainText('Failed to load analyses')
    await page.unroute('**/api/v1/resume/list/**')
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(rows(page)).toHaveCount(PAGE_SIZE)
  })

  test('an account without analyses sees "No analyses found" with a link to /analysis', async ({ page }) => {
    await storeSession(page, await requestTokens(page, payer))
    await page.goto('/analysis-history')
    await expect(page.getByText('No analyses found')).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0)
    await page.getByRole('link', { name: 'Analyze a resume' }).click()
    await expect(page).toHaveURL('/analysis')
  })
})
