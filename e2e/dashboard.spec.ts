import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import type { AnalysisSummary, DashboardReply } from '@tailor/contracts'
import { apiLogin, createAnalyses, jobs, namelessResume, tailorBody } from './analyses-seed.ts'
import { type Account, member, payer, reviewer } from './fixtures.ts'
import { requestTokens, storeSession } from './session.ts'

let headers: Record<string, string>
let before: DashboardReply

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000)
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  headers = await apiLogin(request, reviewer)
  before = await (await request.get('/api/v1/dashboard/', { headers })).json()
  // Newest last: three analyses against jobs, then one without a name or a job (the fallbacks).
  await createAnalyses(request, headers, [
    tailorBody(reviewer.name, { jobDescription: jobs[1]!.description, template: 'executive' }),
    tailorBody(reviewer.name, { jobDescription: jobs[2]!.description, template: 'classic' }),
    tailorBody(reviewer.name, { jobDescription: jobs[0]!.description, template: 'classic' }),
    tailorBody('', { resumeText: namelessResume, template: 'minimal' }),
  ])
  await request.dispose()
})

async function openDashboard(page: Page, account: Account) {
  await storeSession(page, await requestTokens(page, account))
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
}

const figures = async (page: Page): Promise<DashboardReply> =>
  (await page.request.get('/api/v1/dashboard/', { headers })).json()
const stat = (page: Page, name: string) => page.getByRole('article', { name }).getByTestId('stat-value')
const recent = (page: Page) => page.getByRole('region', { name: 'Recent Resume Analyses' })

test.describe('/dashboard with analyses', () => {
  test('shows the heading, the welcome line, the credits box and the real figures of the API', async ({
    page,
  }) => {
    await openDashboard(page, reviewer)
    const now = await figures(page)
    // The server state changed by the four analyses made above.
    expect(now.resumes_created).toBe(before.resumes_created + 4)
    await expect(page.getByText(`Welcome back, ${reviewer.name}!`)).toBeVisible()
    await expect(page.getByTestId('credits-balance')).toHaveText(String(now.credits))
    await expect(page.getByRole('link', { name: /^Credits/ })).toHaveAttribute('href', '/pricing')

    await expect(stat(page, 'Resumes Created')).toHaveText(String(now.resumes_created))
    await expect(page.getByRole('article', { name: 'Resumes Created' })).toContainText(
      `${now.resumes_this_week} this week`,
    )
    expect(now.ats_compatibility).not.toBeNull()
    await expect(stat(page, 'Resume Readiness')).toHaveText(`${now.ats_compatibility}%`)
    await expect(stat(page, 'Downloads')).toHaveText(String(now.downloads))
    await expect(stat(page, 'Cover Letters')).toHaveText(String(now.cover_letters))
    await expect(page.getByRole('article', { name: 'Cover Letters' })).toContainText(
      `${now.cover_letters_this_week} this week`,
    )
    await expect(stat(page, 'Active Templates')).toHaveText(String(now.templates_used))

    const keywords = page.getByRole('region', { name: 'Keyword Optimization' })
    const coverage = now.keyword_coverage
    for (const [label, value] of [
      ['Technical Terms', coverage.technical_terms],
      ['Action Verbs', coverage.action_verbs],
      ['Industry Keywords', coverage.industry_keywords],
      ['Soft Skills', coverage.soft_skills],
    ] as const) {
      await expect(keywords).toContainText(`${label}${value === null ? '—' : `${value}%`}`)
    }
    const formats = page.getByRole('region', { name: 'Resume Formats' })
    expect(now.formats.txt).toBeGreaterThan(0)
    for (const key of ['pdf', 'docx', 'doc', 'txt'] as const) {
      await expect(formats).toContainText(`${key.toUpperCase()}${now.formats[key]}`)
    }
    await expect(formats).toContainText('PDF is the most widely accepted format')

    await page.getByRole('article', { name: 'Active Templates' }).getByRole('link').click()
    await expect(page).toHaveURL('/templates')
  })

  test('lists the four newest analyses with fallbacks, match colours, short dates and status', async ({
    page,
  }) => {
    await openDashboard(page, reviewer)
    const table = recent(page).getByRole('table')
    await expect(table.getByRole('columnheader')).toHaveText([
      'Applicant Name',
      'Company',
      'Match',
      'Date',
      'Action',
    ])
    const api: { results: AnalysisSummary[] } = await (
      await page.request.get('/api/v1/resume/list/?page=1&page_size=4', { headers })
    ).json()
    const rows = table.locator('tbody tr')
    await expect(rows).toHaveCount(4)

    const first = rows.nth(0).getByRole('cell')
    await expect(first.nth(0)).toContainText('Unknown Applicant')
    await expect(first.nth(0)).toContainText('Untitled Position')
    await expect(first.nth(1)).toHaveText('Unknown Company')
    await expect(rows.nth(1).getByRole('cell').nth(1)).toHaveText('Contoso')
    await expect(rows.nth(1).getByRole('cell').nth(0)).toContainText(reviewer.name)

    for (const [i, record] of api.results.entries()) {
      const score = record.overall_match_score ?? record.skills_match_score ?? 0
      const badge = rows.nth(i).getByRole('cell').nth(2).locator('[data-tone]')
      await expect(badge).toHaveText(`${score}%`)
      await expect(badge).toHaveAttribute('data-tone', score >= 85 ? 'green' : 'amber')
      await expect(rows.nth(i).getByRole('cell').nth(3)).toContainText(/^[A-Z][a-z]{2} \d{1,2}Completed$/)
    }

    await recent(page).getByRole('link', { name: 'View All Analyses' }).click()
    await expect(page).toHaveURL('/analysis-history')
  })

  test('downloads a row as <job title>_resume.pdf and counts the download', async ({ page }) => {
    await openDashboard(page, reviewer)
    const downloadsBefore = (await figures(page)).downloads
    await expect(stat(page, 'Downloads')).toHaveText(String(downloadsBefore))
    const download = page.waitForEvent('download')
    await recent(page)
      .getByRole('button', { name: /^Download resume of .+ for Senior Data Analyst$/ })
      .click()
    const file = await download
    expect(file.suggestedFilename()).toBe('senior_data_analyst_resume.pdf')
    expect(
      readFileSync((await file.path())!)
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF')
    await expect(
      page.getByRole('status').filter({ hasText: 'Downloaded senior_data_analyst_resume.pdf' }),
    ).toBeVisible()
    expect((await figures(page)).downloads).toBe(downloadsBefore + 1)
    await expect(stat(page, 'Downloads')).toHaveText(String(downloadsBefore + 1))
  })

  test('Edit opens the record in the Edit Resume dialog; a new template shows up after closing', async ({
    page,
  }) => {
    await openDashboard(page, reviewer)
    await recent(page)
      .getByRole('button', { name: /^Edit resume of .+ for Senior Data Analyst$/ })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Edit Resume' })
    await expect(dialog).toContainText(`${reviewer.name} · Senior Data Analyst at Contoso`)
    const compact = page.getByRole('radio', { name: 'Compact' })
    await dialog.locator('label').filter({ has: compact }).click()
    await expect(compact).toBeChecked()
    const download = page.waitForEvent('download')
    await dialog.getByRole('button', { name: 'Generate PDF' }).first().click()
    expect((await download).suggestedFilename()).toBe('senior_data_analyst_resume.pdf')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    const now = await figures(page)
    await expect(stat(page, 'Active Templates')).toHaveText(String(now.templates_used))
    const usage = await (await page.request.get('/api/v1/dashboard/templates/', { headers })).json()
    expect(usage.results[0].template).toBe('compact')
  })

  test('links the action cards and the four quick links; the low-credit banner follows the balance', async ({
    page,
  }) => {
    await openDashboard(page, reviewer)
    const actions = page.getByRole('navigation', { name: 'Actions' })
    await expect(actions.getByRole('link', { name: /Create Resume/ })).toHaveAttribute('href', '/analysis')
    await expect(actions.getByRole('link', { name: /Create Cover Letter/ })).toHaveAttribute(
      'href',
      '/cover-letter',
    )
    await expect(actions.getByRole('link', { name: /Get More Credits/ })).toHaveAttribute('href', '/pricing')
    const quick = page.getByRole('navigation', { name: 'Quick links' })
    for (const [name, href] of [
      ['Browse Templates', '/template-gallery'],
      ['Keyword Optimizer', '/analysis'],
      ['Cover Letters', '/cover-letter'],
      ['Resume Versions', '/analysis-history'],
    ]) {
      await expect(quick.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href!)
    }
    // 5 credits or more: no banner (the reviewer normally has some left after these runs' analyses).
    const { credits } = await figures(page)
    await expect(page.getByRole('region', { name: /low on credits|out of credits/ })).toHaveCount(
      credits < 5 ? 1 : 0,
    )
  })

  test('sections fade in one after another, and not at all with reduced motion', async ({ page }) => {
    await openDashboard(page, reviewer)
    const animated = page.locator('[style*="animation-delay"]')
    const delays = await animated.evaluateAll((elements) =>
      elements.map((e) => [
        getComputedStyle(e).animationName,
        Number.parseFloat(getComputedStyle(e).animationDelay),
      ]),
    )
    expect(delays.length).toBeGreaterThanOrEqual(5)
    expect(delays.every(([name]) => name === 'rise')).toBe(true)
    const order = delays.map(([, delay]) => delay as number)
    expect(new Set(order).size).toBe(order.length)

    await page.emulateMedia({ reducedMotion: 'reduce' })
    const names = await animated.evaluateAll((elements) =>
      elements.map((e) => getComputedStyle(e).animationName),
    )
    expect(names.every((name) => name === 'none')).toBe(true)
  })
})

test.describe('/dashboard states', () => {
  test('a new account sees zeros, "—" for ATS, and "No analyses found" linking to /analysis', async ({
    page,
  }) => {
    await openDashboard(page, payer)
    await expect(stat(page, 'Resumes Created')).toHaveText('0')
    await expect(stat(page, 'Resume Readiness')).toHaveText('—')
    await expect(page.getByRole('article', { name: 'Resume Readiness' })).toContainText(
      'Appears after your first analysis',
    )
    await expect(stat(page, 'Active Templates')).toHaveText('0')
    await expect(recent(page).getByText('No analyses found')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Keyword Optimization' })).toContainText(
      'No keyword data yet.',
    )
    await recent(page).getByRole('link', { name: 'Analyze a resume' }).click()
    await expect(page).toHaveURL('/analysis')
  })

  test('below 5 credits a banner offers Get More Credits and the credits dialog with a contact', async ({
    page,
  }) => {
    await openDashboard(page, member)
    const banner = page.getByRole('region', { name: /You're (running low on|out of) credits/ })
    await expect(banner).toContainText(/\d credits? left/)
    await expect(banner.getByRole('link', { name: 'Get More Credits' })).toHaveAttribute('href', '/pricing')
    await banner.getByRole('button', { name: 'Request credits' }).click()
    const dialog = page.getByRole('dialog', { name: 'Credits Feature Temporarily Disabled' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('For credit requests, please reach out to us:')
    await expect(dialog.getByRole('link')).toHaveAttribute('href', /^mailto:.+\?subject=Credit%20Request$/)
    await dialog.getByRole('button', { name: 'Got it' }).click()
    await expect(dialog).toBeHidden()
    await banner.getByRole('link', { name: 'Get More Credits' }).click()
    await expect(page).toHaveURL('/pricing')
  })

  test('a failed list shows "Failed to load recent analyses"; Try again reloads the page', async ({
    page,
  }) => {
    await storeSession(page, await requestTokens(page, reviewer))
    await page.route('**/api/v1/resume/list/**', (route) => route.fulfill({ status: 500, body: '{}' }))
    await page.goto('/dashboard')
    await expect(recent(page).getByRole('alert')).toContainText('Failed to load recent analyses')
    await page.unroute('**/api/v1/resume/list/**')
    const reload = page.waitForEvent('load')
    await recent(page).getByRole('button', { name: 'Try again' }).click()
    await reload
    await expect(recent(page).locator('tbody tr')).toHaveCount(4)
  })

  test('a failed balance shows "Failed to load credits." at the top right for 5 seconds, and 0', async ({
    page,
  }) => {
    await storeSession(page, await requestTokens(page, reviewer))
    await page.route('**/api/v1/credits/balance/', (route) => route.fulfill({ status: 500, body: '{}' }))
    await page.goto('/dashboard')
    const toast = page.getByRole('alert').filter({ hasText: 'Failed to load credits.' })
    await expect(toast).toBeVisible()
    await expect(page.getByTestId('credits-balance')).toHaveText('0')
    const box = (await toast.boundingBox())!
    const viewport = page.viewportSize()!
    expect(box.y).toBeLessThan(40)
    expect(viewport.width - (box.x + box.width)).toBeLessThan(40)
    await page.waitForTimeout(4000)
    await expect(toast).toBeVisible()
    await expect(toast).toBeHidden({ timeout: 3000 })
  })
})
