import { expect, type Page, test } from '@playwright/test'
import { analyst } from './fixtures.ts'
import { jobPagesPort } from './job-pages-port.ts'
import { sampleResumeText } from './resume-samples.ts'
import { requestTokens, storeSession } from './session.ts'

const pages = `http://127.0.0.1:${jobPagesPort(Number(process.env.E2E_PORT))}/pages`
const analyze = (page: Page) => page.getByRole('button', { name: 'Analyze & Tailor Resume' })
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true })

async function openLinkTab(page: Page) {
  await storeSession(page, await requestTokens(page, analyst))
  await page.goto('/analysis')
  await page.getByText('Paste Text').click()
  await textbox(page, 'Resume text').fill(sampleResumeText)
  const linkTab = page.getByRole('tab', { name: 'Job Link', exact: true })
  await linkTab.click()
  await expect(linkTab).toHaveAttribute('aria-selected', 'true')
}

test.describe('/analysis Job Link', () => {
  test.describe.configure({ timeout: 60_000 })

  test('imports a posting, shows it editable, analyses it and lists its company in the history', async ({
    page,
  }) => {
    await openLinkTab(page)
    await expect(analyze(page)).toBeDisabled()
    await expect(page.getByText('Please provide a job link.')).toBeVisible()

    await textbox(page, 'Job link').fill(`${pages}/careers-page.html`)
    await page.getByRole('button', { name: 'Import', exact: true }).click()
    const imported = page.getByRole('region', { name: 'Imported job' })
    await expect(imported.getByText('Site Reliability Engineer', { exact: true })).toBeVisible()
    await expect(imported.getByText('Tailspin Toys', { exact: true })).toBeVisible()
    const description = textbox(page, 'Imported job description')
    await expect(description).toHaveValue(/- Run and improve our AWS infrastructure with Terraform/)
    await description.fill(`${await description.inputValue()}\n- Experience with Python`)

    const request = page.waitForRequest('**/api/v1/resume/tailor/')
    const reply = page.waitForResponse('**/api/v1/resume/tailor/')
    await analyze(page).click()
    const sent = (await request).postDataJSON()
    expect(sent.job_url).toBe(`${pages}/careers-page.html`)
    expect(sent.job_description).toMatch(/^Site Reliability Engineer\nCompany: Tailspin Toys\n/)
    expect(sent.job_description).toContain('- Experience with Python')
    expect((await reply).status()).toBe(200)
    await expect(page.getByRole('heading', { name: 'Edit Your Resume' })).toBeVisible()

    await page.goto('/analysis-history')
    await expect(page.getByRole('row').nth(1)).toContainText('Tailspin Toys')
  })

  test('says in plain words why a link cannot be read', async ({ page }) => {
    await openLinkTab(page)
    await textbox(page, 'Job link').fill(`${pages}/no-posting.html`)
    await page.getByRole('button', { name: 'Import', exact: true }).click()
    await expect(
      page.getByText('No job posting was found at that link. Paste the description instead.'),
    ).toBeVisible()
    await textbox(page, 'Job link').fill('https://www.linkedin.com/jobs/view/4012345')
    await page.getByRole('button', { name: 'Import', exact: true }).click()
    await expect(
      page.getByText('This site doesn’t allow reading postings; paste the description instead.'),
    ).toBeVisible()
  })
})

test.describe('/cover-letter job link', () => {
  test('fills the job title, company and description from a link, keeping what the page did not give', async ({
    page,
  }) => {
    await storeSession(page, await requestTokens(page, analyst))
    await page.goto('/cover-letter')
    await textbox(page, 'Job Title').fill('My own title')
    await textbox(page, 'Import from a job link (optional)').fill(`${pages}/careers-page.html`)
    await page.getByRole('button', { name: 'Import', exact: true }).click()
    await expect(textbox(page, 'Job Title')).toHaveValue('Site Reliability Engineer')
    await expect(textbox(page, 'Company Name')).toHaveValue('Tailspin Toys')
    await expect(textbox(page, 'Job Description')).toHaveValue(
      /- Run and improve our AWS infrastructure with Terraform/,
    )

    await textbox(page, 'Import from a job link (optional)').fill(`${pages}/no-posting.html`)
    await page.getByRole('button', { name: 'Import', exact: true }).click()
    await expect(
      page.getByText('No job posting was found at that link. Paste the description instead.'),
    ).toBeVisible()
    await expect(textbox(page, 'Company Name')).toHaveValue('Tailspin Toys')
  })
})
