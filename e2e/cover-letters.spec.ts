import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { type Account, penniless, writer } from './fixtures.ts'
import { requestTokens, storeSession, type Tokens } from './session.ts'

// The cover letter flows of docs/product.md (§ Screens, States, Validation, API,
// Errors) against the real server and letter engine.

const resumePdf = 'packages/engine/corpus/pdf/daniel-weiss-devops.pdf'
const resumeDocx = 'packages/engine/corpus/docx/daniel-weiss-devops.docx'

const job = {
  title: 'Senior DevOps Engineer',
  company: 'Northwind Traders',
  manager: 'Jordan Lee',
  description: `Northwind Traders is hiring a Senior DevOps Engineer to run our AWS platform.
You will build CI/CD pipelines, manage Kubernetes clusters with Terraform, and improve monitoring with
Prometheus and Grafana. Requirements: 5+ years of DevOps or SRE experience, strong Linux and Python or
Go scripting, Docker, Kubernetes, Terraform, and a track record of reducing incidents and cloud costs.`,
}

async function signIn(page: Page, account: Account): Promise<Tokens> {
  const tokens = await requestTokens(page, account)
  await storeSession(page, tokens)
  return tokens
}

const bearer = (tokens: Tokens) => ({ Authorization: `Bearer ${tokens.access}` })

async function balanceOf(request: APIRequestContext, tokens: Tokens): Promise<number> {
  const reply = await request.get('/api/v1/credits/balance/', { headers: bearer(tokens) })
  expect(reply.status()).toBe(200)
  return ((await reply.json()) as { balance: number }).balance
}

async function uploadResume(request: APIRequestContext, tokens: Tokens, path: string): Promise<string> {
  const reply = await request.post('/api/v1/resume/parse/', {
    headers: bearer(tokens),
    multipart: {
      file: { name: path.split('/').pop()!, mimeType: 'application/pdf', buffer: readFileSync(path) },
    },
  })
  expect(reply.status()).toBe(200)
  return ((await reply.json()) as { id: string }).id
}

interface LetterInput {
  job_title: string
  company_name: string
  job_description?: string
  tone?: string
  length?: string
}

async function createLetter(request: APIRequestContext, tokens: Tokens, input: LetterInput) {
  const reply = await request.post('/api/v1/cover-letters/generate/', {
    headers: bearer(tokens),
    data: { job_description: job.description, ...input },
  })
  expect(reply.status()).toBe(200)
  return (await reply.json()) as { id: string; cover_letter_content: string }
}

async function fillJobDetails(page: Page, details: { title: string; company: string; manager?: string }) {
  await page.getByLabel('Job Title', { exact: true }).fill(details.title)
  await page.getByLabel('Company Name', { exact: true }).fill(details.company)
  await page.getByLabel('Job Description', { exact: true }).fill(job.description)
  if (details.manager) await page.getByLabel('Hiring Manager Name', { exact: true }).fill(details.manager)
}

const historyUrl = (url: URL) => url.pathname === '/api/v1/cover-letters/history/'

// Every tone's closings, and the template's own "Sincerely,": a PDF must show exactly one of them.
const closingLine =
  /^(?:sincerely|kind regards|respectfully|with appreciation|warm regards|with enthusiasm|warmly|with gratitude|best regards|regards|best|with confidence|all the best|cheers|thanks again|best wishes),$/i
const pdfText = (path: string) => execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' })

const wordCount = async (page: Page) => Number(await page.getByTestId('letter-words').textContent())

test.describe('/cover-letter', () => {
  test('shows the spec validation texts and makes no call until the form is complete', async ({ page }) => {
    await signIn(page, penniless)
    const calls: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/cover-letters/generate/')) calls.push(request.url())
    })
    await page.goto('/cover-letter')
    await expect(page.getByRole('heading', { name: 'AI Cover Letter Generator', level: 1 })).toBeVisible()
    for (const step of ['1 Job Details', '2 Resume Integration', '3 Style & Options']) {
      await expect(page.getByRole('heading', { name: step, level: 2 })).toBeVisible()
    }
    // docs/product.md § Limits defaults: professional, modern, medium, resume integration on.
    await expect(page.getByRole('radio', { name: 'Professional' })).toBeChecked()
    await expect(page.getByRole('radio', { name: 'Modern' })).toBeChecked()
    await expect(page.getByRole('radio', { name: 'Medium' })).toBeChecked()
    await expect(page.getByText('350–450 words')).toBeVisible()
    await expect(page.getByRole('checkbox', { name: /Use my resume/ })).toBeChecked()

    await page.getByRole('button', { name: 'Generate Cover Letter' }).click()
    await expect(page.getByText('Please provide a job title.')).toBeVisible()
    await expect(page.getByText('Please provide a company name.')).toBeVisible()
    await expect(page.getByText('Please provide a job description or requirements.')).toBeVisible()
    await expect(page.getByText('Please upload a resume or select a previous one.')).toBeVisible()
    await expect(page.getByLabel('Job Title', { exact: true })).toBeFocused()

    await fillJobDetails(page, { title: job.title, company: job.company })
    await expect(page.getByText('Please provide a job title.')).toBeHidden()
    await page.getByRole('button', { name: 'Generate Cover Letter' }).click()
    await expect(page.getByText('Please upload a resume or select a previous one.')).toBeVisible()
    // Turning resume integration off removes the resume requirement.
    await page.getByRole('checkbox', { name: /Use my resume/ }).uncheck()
    await expect(page.getByText('Please upload a resume or select a previous one.')).toBeHidden()
    expect(calls).toEqual([])
  })

  test('generates from the default previous resume and shows the full result view', async ({
    page,
    context,
  }) => {
    const tokens = await signIn(page, writer)
    await uploadResume(page.request, tokens, resumePdf)
    const before = await balanceOf(page.request, tokens)
    await page.goto('/cover-letter')
    // docs/product.md § States: the first previous resume is selected by default.
    await expect(page.getByRole('radio', { name: /daniel-weiss-devops\.pdf/ })).toBeChecked()
    await fillJobDetails(page, { title: job.title, company: job.company, manager: job.manager })

    // The real server answers within milliseconds: the reply is held until the loading state was seen.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/v1/cover-letters/generate/', async (route) => {
      await held
      await route.continue()
    })
    const sent = page.waitForRequest('**/api/v1/cover-letters/generate/')
    await page.getByRole('button', { name: 'Generate Cover Letter' }).click()
    await expect(page.getByRole('button', { name: 'Generating...' })).toBeDisabled()
    await expect(page.getByText('Crafting your cover letter...')).toBeVisible()
    release()
    const body = (await sent).postDataJSON() as Record<string, string>
    expect(body).toMatchObject({ tone: 'professional', template: 'modern', length: 'medium' })
    expect(body.resume_id).toBeTruthy()

    await expect(page.getByRole('heading', { name: 'Your Cover Letter is Ready!' })).toBeVisible({
      timeout: 30_000,
    })
    await expect(page.getByTestId('letter-template')).toHaveText('Modern')
    await expect(page.getByTestId('letter-tone')).toHaveText('Professional')
    await expect(page.getByTestId('letter-status')).toHaveText('COMPLETED')
    await expect(page.getByTestId('letter-status')).toHaveAttribute('data-tone', 'success')
    const words = await wordCount(page)
    expect(words).toBeGreaterThanOrEqual(350)
    expect(words).toBeLessThanOrEqual(450)

    const letter = page.getByRole('article', { name: `Cover letter for ${job.title} at ${job.company}` })
    // The page shows what the PDF shows: the letterhead, the recipient and the subject line.
    await expect(letter).toContainText('Daniel Weiß')
    await expect(letter).toContainText('Addressed to')
    await expect(letter).toContainText(job.manager)
    await expect(letter).toContainText(`Re: ${job.title} at ${job.company}`)
    // Grounded in the resume: the letter names the candidate's real skills.
    await expect(letter).toContainText(/Kubernetes|Terraform|AWS/)

    const quality = page.getByRole('region', { name: 'Quality Analysis' })
    await expect(quality.getByTestId('quality-score')).toHaveText(/^\d{1,3}$/)
    await expect(quality.getByRole('heading', { name: 'Recommendations' })).toBeVisible()
    const summary = page.getByRole('region', { name: 'Generated successfully' })
    await expect(summary).toContainText('Credits Used1')
    await expect(summary).toContainText(`Remaining Balance${before - 1} credits`)
    await expect(summary).toContainText('Generated')
    await expect(page.getByRole('region', { name: 'Pro Tips' })).toBeVisible()
    expect(await balanceOf(page.request, tokens)).toBe(before - 1)

    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.getByRole('button', { name: 'Copy Text' }).click()
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toContain(job.company)
    // docs/product.md § Limits: "Copied!" shows for 2 seconds.
    await expect(page.getByRole('button', { name: 'Copy Text' })).toBeVisible({ timeout: 3_000 })

    await page.getByRole('button', { name: 'New Letter' }).click()
    await expect(page.getByLabel('Job Title', { exact: true })).toHaveValue('')
  })

  test('generate, edit, copy, save, download, then find it in the history by search, preview and delete it', async ({
    page,
    context,
  }) => {
    await signIn(page, writer)
    await page.goto('/cover-letter')
    const company = 'Edit Works Ltd'
    await fillJobDetails(page, { title: 'Platform Engineer', company })
    await page.getByRole('checkbox', { name: /Use my resume/ }).uncheck()
    await page.getByRole('button', { name: 'Generate Cover Letter' }).click()
    await expect(page.getByRole('heading', { name: 'Your Cover Letter is Ready!' })).toBeVisible({
      timeout: 30_000,
    })

    const added = 'I also volunteer as a mentor at a local coding club every Saturday morning.'
    await page.getByRole('button', { name: 'Edit' }).click()
    const editor = page.getByLabel('Cover letter text')
    await expect(editor).toBeFocused()
    await editor.fill(`${await editor.inputValue()}\n\n${added}`)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.getByRole('button', { name: 'Copy Text' }).click()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(added)

    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.url().includes('/cover-letters/'),
    )
    await page.getByRole('button', { name: 'Save Changes' }).click()
    expect((await saved).status()).toBe(200)
    await expect(page.getByText('Changes saved. The quality analysis is updated.')).toBeVisible()
    await expect(page.getByRole('article', { name: /Cover letter for/ })).toContainText(added)
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible()

    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe('edit_works_ltd_platform_engineer_cover_letter.pdf')
    expect(
      readFileSync(await download.path())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF')

    // The same letter as a Word file and as plain text, with the saved edit in both.
    const word = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Word (.docx)' }).click()
    const wordFile = await word
    expect(wordFile.suggestedFilename()).toBe('edit_works_ltd_platform_engineer_cover_letter.docx')
    expect(
      readFileSync(await wordFile.path())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK')
    const text = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Text (.txt)' }).click()
    const textFile = await text
    expect(textFile.suggestedFilename()).toBe('edit_works_ltd_platform_engineer_cover_letter.txt')
    expect(readFileSync(await textFile.path(), 'utf8')).toContain(added)

    await page.goto('/cover-letter-history')
    await page.getByPlaceholder('Search by company name or job title...').fill('edit works')
    const item = page.getByRole('article', { name: 'Platform Engineer' })
    await expect(item).toHaveCount(1)
    await item
      .getByRole('button', { name: `Preview cover letter for Platform Engineer at ${company}` })
      .click()
    const preview = page.getByRole('dialog')
    await expect(preview).toContainText(added)
    await page.keyboard.press('Escape')
    await expect(preview).toBeHidden()

    await item.getByRole('button', { name: /^Delete/ }).click()
    await page
      .getByRole('dialog', { name: 'Delete cover letter?' })
      .getByRole('button', { name: 'Delete' })
      .click()
    await expect(page.getByText('Cover letter deleted successfully.')).toBeVisible()
    await expect(item).toHaveCount(0)
  })

  test('with resume integration off, the letter is written from the job alone and sent without a resume', async ({
    page,
  }) => {
    await signIn(page, writer)
    await page.goto('/cover-letter')
    await fillJobDetails(page, { title: 'Site Reliability Engineer', company: 'Contoso Cloud' })
    await page.getByRole('checkbox', { name: /Use my resume/ }).uncheck()
    await expect(page.getByText('Previously Used Resumes')).toBeHidden()
    await page.getByText('Short', { exact: true }).click()
    await page.getByText('Confident', { exact: true }).click()
    await page.getByText('Traditional', { exact: true }).click()
    const sent = page.waitForRequest('**/api/v1/cover-letters/generate/')
    await page.getByRole('button', { name: 'Generate Cover Letter' }).click()
    const body = (await sent).postDataJSON() as Record<string, string>
    expect(body).toMatchObject({ length: 'short', tone: 'confident', template: 'traditional' })
    expect(body).not.toHaveProperty('resume_id')
    await expect(page.getByRole('heading', { name: 'Your Cover Letter is Ready!' })).toBeVisible({
      timeout: 30_000,
    })
    await expect(page.getByTestId('letter-template')).toHaveText('Traditional')
    await expect(page.getByTestId('letter-tone')).toHaveText('Confident')
    // Without a resume the engine never pads: the letter may end below the range, never above it.
    const words = await wordCount(page)
    expect(words).toBeGreaterThan(100)
    expect(words).toBeLessThanOrEqual(300)
    const letter = page.getByRole('article', { name: /Cover letter for/ })
    await expect(letter).toContainText('Contoso Cloud')
    // No hiring manager given: no "Addressed to" line, and the letter greets the hiring manager.
    await expect(letter).not.toContainText('Addressed to')
    await expect(letter).toContainText('Dear Hiring Manager,')
  })

  test('an uploaded file replaces the previous resume, is sent as multipart and gives a short letter of 250-300 words', async ({
    page,
  }) => {
    const tokens = await signIn(page, writer)
    await uploadResume(page.request, tokens, resumePdf)
    await page.goto('/cover-letter')
    const previous = page.getByRole('radio', { name: /daniel-weiss-devops\.pdf/ }).first()
    await expect(previous).toBeChecked()
    await page.locator('input[type="file"]').setInputFiles(resumeDocx)
    await expect(page.getByText('daniel-weiss-devops.docx')).toBeVisible()
    await expect(previous).not.toBeChecked()
    await fillJobDetails(page, { title: 'Cloud Engineer', company: 'Fabrikam' })
    await page.getByText('Short', { exact: true }).click()
    const sent = page.waitForRequest('**/api/v1/cover-letters/generate/')
    await page.getByRole('button', { name: 'Generate Cover Letter' }).click()
    const request = await sent
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data/)
    await expect(page.getByRole('heading', { name: 'Your Cover Letter is Ready!' })).toBeVisible({
      timeout: 30_000,
    })
    // The server kept the uploaded file: it now leads the previously used resumes.
    const latest = await page.request.get('/api/v1/resume/latest/', { headers: bearer(tokens) })
    const resumes = ((await latest.json()) as { results: Array<{ filename: string }> }).results
    expect(resumes[0]?.filename).toBe('daniel-weiss-devops.docx')
    const words = await wordCount(page)
    expect(words).toBeGreaterThanOrEqual(250)
    expect(words).toBeLessThanOrEqual(300)
  })

  test('writes Medium and Long letters from an uploaded outside resume, and each PDF closes once', async ({
    page,
  }) => {
    // A resume printed by another project's template (Reactive Resume, MIT): the engine was not built on it.
    const outside = 'packages/engine/corpus/reactive-resume-v5/azurill.pdf'
    await signIn(page, writer)
    for (const [length, range] of [
      ['Medium', [350, 450]],
      ['Long', [500, 600]],
    ] as const) {
      await page.goto('/cover-letter')
      await page.locator('input[type="file"]').setInputFiles(outside)
      await fillJobDetails(page, { title: 'Gameplay Programmer', company: 'Ironclad Games' })
      await page.getByText(length, { exact: true }).click()
      await page.getByText('Enthusiastic', { exact: true }).click()
      await page.getByRole('button', { name: 'Generate Cover Letter' }).click()
      await expect(page.getByRole('heading', { name: 'Your Cover Letter is Ready!' })).toBeVisible({
        timeout: 30_000,
      })
      const words = await wordCount(page)
      expect(words).toBeGreaterThanOrEqual(range[0])
      expect(words).toBeLessThanOrEqual(range[1])
      const letter = page.getByRole('article', { name: /Cover letter for/ })
      await expect(letter).toContainText('David Kowalski')

      const downloading = page.waitForEvent('download')
      await page.getByRole('button', { name: 'Download' }).click()
      const text = pdfText(await (await downloading).path())
      const closings = text.split('\n').filter((line) => closingLine.test(line.trim()))
      expect(closings).toHaveLength(1)
      expect(text.trim().endsWith('David Kowalski')).toBe(true)
    }
  })

  test('a payment-required reply sends the user to /pricing', async ({ page }) => {
    await signIn(page, penniless)
    await page.goto('/cover-letter')
    await fillJobDetails(page, { title: job.title, company: job.company })
    await page.getByRole('checkbox', { name: /Use my resume/ }).uncheck()
    const replied = page.waitForResponse('**/api/v1/cover-letters/generate/')
    await page.getByRole('button', { name: 'Generate Cover Letter' }).click()
    expect((await replied).status()).toBe(402)
    await expect(page).toHaveURL('/pricing')
  })

  test('server failures show the spec texts for an unsuccessful reply and for other errors', async ({
    page,
  }) => {
    await signIn(page, writer)
    await page.goto('/cover-letter')
    await fillJobDetails(page, { title: job.title, company: job.company })
    await page.getByRole('checkbox', { name: /Use my resume/ }).uncheck()
    await page.route('**/api/v1/cover-letters/generate/', (route) =>
      route.fulfill({ json: { success: false } }),
    )
    await page.getByRole('button', { name: 'Generate Cover Letter' }).click()
    await expect(page.getByRole('alert')).toContainText('Failed to generate cover letter. Please try again.')
    await page.unroute('**/api/v1/cover-letters/generate/')
    await page.route('**/api/v1/cover-letters/generate/', (route) => route.abort('connectionrefused'))
    await page.getByRole('button', { name: 'Generate Cover Letter' }).click()
    await expect(page.getByRole('alert')).toContainText(
      'Failed to generate cover letter. Please try again later.',
    )
    await expect(page.getByRole('button', { name: 'Generate Cover Letter' })).toBeEnabled()
  })
})

test.describe('/cover-letter-history', () => {
  const prefix = 'Paging Co'
  // 12 letters: two pages. Job titles run backwards (L…A) so job-title order differs from company order.
  const letters = Array.from({ length: 12 }, (_, i) => ({
    company_name: `${prefix} ${String(i + 1).padStart(2, '0')}`,
    job_title: `Analyst ${String.fromCharCode(76 - i)}`,
  }))

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage()
    const tokens = await requestTokens(page, writer)
    // A retried test re-runs beforeAll: letters made by the first run are kept, not made (and paid for) twice.
    const existing = await page.request.get('/api/v1/cover-letters/history/', {
      headers: bearer(tokens),
      params: { search: prefix },
    })
    const { count } = (await existing.json()) as { count: number }
    // In order, so "oldest" and "newest" are well defined.
    for (const letter of letters.slice(count))
      await createLetter(page.request, tokens, { ...letter, length: 'short' })
    await page.close()
  })

  const titles = (page: Page) =>
    page.getByRole('list', { name: 'Cover letters' }).getByRole('heading', { level: 2 })

  test('pages through the search results ten at a time with "Page X of Y"', async ({ page }) => {
    await signIn(page, writer)
    await page.goto('/cover-letter-history')
    await expect(page.getByRole('heading', { name: 'Cover Letter History', level: 1 })).toBeVisible()
    await expect(page.getByTestId('history-total')).toHaveText(/^\d+ cover letters$/)
    await expect(page.getByRole('link', { name: 'Create New' })).toHaveAttribute('href', '/cover-letter')

    const requests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/cover-letters/history/?')) requests.push(new URL(request.url()).search)
    })
    await page.getByPlaceholder('Search by company name or job title...').fill(prefix)
    await expect(titles(page)).toHaveCount(10)
    await expect(page.getByText('12 matches', { exact: true })).toBeVisible()
    await expect(page.getByText('Page 1 of 2')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled()
    expect(requests.at(-1)).toBe(`?page=1&page_size=10&sort=newest&search=${prefix.replace(' ', '+')}`)
    // Newest first: the last letter created leads.
    await expect(titles(page).first()).toHaveText('Analyst A')

    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByText('Page 2 of 2')).toBeVisible()
    await expect(titles(page)).toHaveCount(2)
    await expect(titles(page)).toHaveText(['Analyst K', 'Analyst L'])
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled()
    await expect(page).toHaveURL(/page=2/)

    // One page only: no pagination.
    await page.getByPlaceholder('Search by company name or job title...').fill(`${prefix} 07`)
    await expect(titles(page)).toHaveText(['Analyst F'])
    await expect(page.getByText(/Page \d+ of \d+/)).toBeHidden()
  })

  test('sorts by oldest, company and job title, and filters by date', async ({ page }) => {
    await signIn(page, writer)
    await page.goto(`/cover-letter-history?search=${encodeURIComponent(prefix)}`)
    const sort = page.getByLabel('Sort by')
    await sort.selectOption('oldest')
    await expect(titles(page).first()).toHaveText('Analyst L')
    await sort.selectOption('company')
    await expect(titles(page).first()).toHaveText('Analyst L')
    await expect(
      page.getByRole('list', { name: 'Cover letters' }).getByText(`${prefix} 01`, { exact: true }),
    ).toBeVisible()
    await sort.selectOption('job_title')
    await expect(titles(page).first()).toHaveText('Analyst A')
    await expect(titles(page).nth(1)).toHaveText('Analyst B')

    const filter = page.getByLabel('Date')
    await filter.selectOption('this_week')
    await expect(page.getByText('12 matches', { exact: true })).toBeVisible()
    await filter.selectOption('last_month')
    await expect(page.getByRole('heading', { name: 'No cover letters match' })).toBeVisible()
    await page.getByRole('button', { name: 'Clear search and filters' }).click()
    await expect(page.getByPlaceholder('Search by company name or job title...')).toHaveValue('')
    await expect(filter).toHaveValue('all')
    await expect(titles(page)).not.toHaveCount(0)
  })

  test('previews the whole letter and downloads it as a PDF from the list', async ({ page }) => {
    const tokens = await signIn(page, writer)
    const created = await createLetter(page.request, tokens, {
      job_title: 'Data Steward',
      company_name: 'Preview Labs',
    })
    await page.goto('/cover-letter-history?search=Preview+Labs')
    const item = page.getByRole('article', { name: 'Data Steward' })
    await expect(item).toContainText('Preview Labs')
    await expect(item).toContainText(/\d+ words/)
    await expect(item).toContainText('Professional')
    await item.getByRole('button', { name: /^Preview/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Data Steward · Preview Labs' })
    const lastParagraph = created.cover_letter_content
      .trim()
      .split(/\n\s*\n/)
      .at(-1)!
      .split('\n')[0]!
    await expect(dialog).toContainText(lastParagraph)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()

    const downloading = page.waitForEvent('download')
    await item
      .getByRole('button', { name: 'Download cover letter for Data Steward at Preview Labs', exact: true })
      .click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe('preview_labs_data_steward_cover_letter.pdf')
    expect(
      readFileSync(await download.path())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF')
  })

  test('deletes a letter after the confirmation and reloads the list', async ({ page }) => {
    const tokens = await signIn(page, writer)
    await createLetter(page.request, tokens, { job_title: 'Doomed Role', company_name: 'Delete Me Inc' })
    await page.goto('/cover-letter-history?search=Delete+Me')
    const item = page.getByRole('article', { name: 'Doomed Role' })
    await item.getByRole('button', { name: /^Delete/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete cover letter?' })
    await expect(dialog).toContainText(
      'Are you sure you want to delete this cover letter? This action cannot be undone.',
    )
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(item).toBeVisible()

    await item.getByRole('button', { name: /^Delete/ }).click()
    const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE')
    await dialog.getByRole('button', { name: 'Delete' }).click()
    expect(new URL((await deleted).url()).pathname).toMatch(/^\/api\/v1\/cover-letters\/[^/]+\/delete\/$/)
    await expect(page.getByText('Cover letter deleted successfully.')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'No cover letters match' })).toBeVisible()
    const left = await page.request.get('/api/v1/cover-letters/history/?search=Delete+Me', {
      headers: bearer(tokens),
    })
    expect(((await left.json()) as { count: number }).count).toBe(0)
  })

  test('an account without letters sees the empty state with a link to create one', async ({ page }) => {
    await signIn(page, penniless)
    await page.goto('/cover-letter-history')
    await expect(page.getByRole('heading', { name: 'No cover letters yet' })).toBeVisible()
    await expect(page.getByTestId('history-total')).toHaveText('0 cover letters')
    await page.getByRole('link', { name: 'Create your first cover letter' }).click()
    await expect(page).toHaveURL('/cover-letter')
  })

  test('a failed load shows the spec error, empties the list, and Retry loads it again', async ({ page }) => {
    await signIn(page, writer)
    await page.route(historyUrl, (route) =>
      route.fulfill({ status: 500, json: { detail: 'Internal error' } }),
    )
    await page.goto('/cover-letter-history')
    await expect(page.getByRole('alert')).toContainText(
      'Failed to load cover letter history. Please try again.',
    )
    await expect(page.getByRole('list', { name: 'Cover letters' })).toBeHidden()
    await page.unroute(historyUrl)
    await page.getByRole('button', { name: 'Retry' }).click()
    await expect(titles(page)).not.toHaveCount(0)
  })

  test('a failed download and a failed deletion show the spec texts', async ({ page }) => {
    await signIn(page, writer)
    await page.goto(`/cover-letter-history?search=${encodeURIComponent(prefix)}`)
    await page.route('**/api/v1/cover-letters/*/download/', (route) =>
      route.fulfill({ status: 500, body: '' }),
    )
    await page.getByRole('button', { name: /^Download cover letter for Analyst A at Paging Co \d+$/ }).click()
    await expect(page.getByText('Failed to download cover letter. Please try again.')).toBeVisible()
    await page.route('**/api/v1/cover-letters/*/delete/', (route) => route.fulfill({ status: 500, json: {} }))
    await page.getByRole('button', { name: /^Delete cover letter for Analyst A/ }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('Failed to delete cover letter. Please try again.')).toBeVisible()
    await expect(page.getByRole('article', { name: 'Analyst A' })).toBeVisible()
  })
})
