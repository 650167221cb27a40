import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, type Locator, type Page, test } from '@playwright/test'
import type { AnalysisRecord, TailorReply } from '@tailor/contracts'
import { type Account, analyst, penniless } from './fixtures.ts'
import { sampleJobDescription, sampleResumeFileName, sampleResumeText } from './resume-samples.ts'
import { requestTokens, storeSession, type Tokens } from './session.ts'

const resumePdf = join(import.meta.dirname, '..', 'apps', 'server', 'test', 'fixtures', 'resume.pdf')
const analyze = (page: Page) => page.getByRole('button', { name: 'Analyze & Tailor Resume' })
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true })

/** Template radios are visually hidden inside their card: click the card. */
function chooseTemplate(scope: Page | Locator, name: string) {
  // A `has` locator is matched inside each label, so it is built from the page, not the scope.
  const page = 'goto' in scope ? scope : scope.page()
  return scope.locator('label', { has: page.getByRole('radio', { name, exact: true }) }).click()
}

async function signIn(page: Page, account: Account): Promise<Tokens> {
  const tokens = await requestTokens(page, account)
  await storeSession(page, tokens)
  return tokens
}

async function getJson<T>(page: Page, tokens: Tokens, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: { Authorization: `Bearer ${tokens.access}` } })
  expect(response.status()).toBe(200)
  return (await response.json()) as T
}

/** Pastes the sample resume and job, submits, and returns the server's reply once the editor shows. */
async function tailorSample(page: Page, mode: 'Tailoring Only' | 'Tailoring + Report' = 'Tailoring Only') {
  await page.getByText('Paste Text').click()
  await textbox(page, 'Resume text').fill(sampleResumeText)
  await textbox(page, 'Job description').fill(sampleJobDescription)
  await page.getByText(mode).click()
  const reply = page.waitForResponse('**/api/v1/resume/tailor/')
  await analyze(page).click()
  const response = await reply
  expect(response.status()).toBe(200)
  await expect(page.getByRole('heading', { name: 'Edit Your Resume' })).toBeVisible()
  return (await response.json()) as TailorReply
}

test.describe('/analysis', () => {
  // Each flow runs a real analysis and renders real PDFs on a small shared machine.
  test.describe.configure({ timeout: 60_000 })

  test('starts with the spec defaults and keeps the button disabled with the spec texts until valid', async ({
    page,
  }) => {
    await signIn(page, analyst)
    await page.goto('/analysis')
    for (const step of ['Provide Your Resume', 'Add Job Details (Optional)', 'Choose Resume Template']) {
      await expect(page.getByRole('heading', { name: step })).toBeVisible()
    }
    await expect(page.getByRole('heading', { name: 'Tailoring Options' })).toBeVisible()
    await expect(page.getByRole('radio', { name: 'Modern' })).toBeChecked()
    await expect(page.getByRole('radio', { name: 'Tailoring Only' })).toBeChecked()
    await expect(page.getByRole('radio', { name: 'Download' })).toBeChecked()
    const intensity = page.getByRole('slider', { name: 'Tailoring Intensity' })
    await expect(intensity).toHaveValue('50')
    await expect(page.getByText('Balanced: aligned with the job while keeping your voice.')).toBeVisible()
    await intensity.fill('20')
    await expect(page.getByText(/^More natural/)).toBeVisible()
    await intensity.fill('85')
    await expect(page.getByText(/^Heavily optimized/)).toBeVisible()
    await expect(page.getByText('Natural', { exact: true })).toBeVisible()
    await expect(page.getByText('Matching', { exact: true })).toBeVisible()

    await expect(analyze(page)).toBeDisabled()
    await expect(page.getByText('Please upload a resume or select a previous one.')).toBeVisible()
    await expect(page.getByLabel('Resume file')).toHaveAttribute('accept', '.pdf,.doc,.docx')
    await expect(page.getByText('PDF, DOC or DOCX · up to 10 MB')).toBeVisible()

    await page.getByText('Paste Text').click()
    await expect(page.getByText('Please provide your resume text.')).toBeVisible()
    await textbox(page, 'Resume text').fill('   \n  ')
    await expect(analyze(page)).toBeDisabled()
    await textbox(page, 'Resume text').fill(sampleResumeText)
    await expect(analyze(page)).toBeEnabled()

    // Switching back to file clears the text, so the file rule applies again.
    await page.getByText('Upload File').click()
    await expect(analyze(page)).toBeDisabled()
    await page.getByText('Paste Text').click()
    await expect(textbox(page, 'Resume text')).toHaveValue('')
  })

  test('pasted text: analyzing state, the analysis from the real reply, and the editor in view', async ({
    page,
  }) => {
    const tokens = await signIn(page, analyst)
    const before = await getJson<{ balance: number }>(page, tokens, '/api/v1/credits/balance/')
    await page.goto('/analysis?template=classic')
    await expect(page.getByRole('radio', { name: 'Classic' })).toBeChecked()
    // The real call is held until the busy state was seen.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/v1/resume/tailor/', async (route) => {
      await held
      await route.continue()
    })
    const request = page.waitForRequest('**/api/v1/resume/tailor/')
    const replyPromise = tailorSample(page, 'Tailoring + Report')
    await expect(page.getByRole('button', { name: 'Analyzing...' })).toBeDisabled()
    release()
    expect((await request).postDataJSON()).toEqual({
      resume_text: sampleResumeText,
      job_description: sampleJobDescription,
      job_url: '',
      template: 'classic',
      tailoring_mode: 'report',
      tailoring_level: 50,
      export_option: 'download',
    })
    const reply = await replyPromise
    await expect(analyze(page)).toBeEnabled()

    const results = page.getByRole('region', { name: 'Match Analysis' })
    await expect(results).toBeInViewport()
    await expect(results).toContainText('Senior Backend Engineer at Acme Payments')
    await expect(results.getByTestId('overall-score')).toHaveText(`${reply.match_scores.overall}%`)
    expect(reply.match_scores.overall).toBeLessThan(85)
    await expect(results.locator('[data-tone]').first()).toHaveAttribute('data-tone', 'amber')
    const breakdown = reply.match_scores.breakdown!
    await expect(results.getByText(`${breakdown.hard_skills}%`).first()).toBeVisible()
    await expect(results.getByRole('list', { name: 'Missing must-have skills' })).toContainText('Terraform')
    await expect(results.getByRole('list', { name: 'Missing must-have skills' })).toContainText('GraphQL')
    await expect(results.getByRole('list', { name: 'Matched must-have skills' })).toContainText('Python')
    // The report (Tailoring + Report) and every change with its reason.
    await expect(results.getByRole('heading', { name: 'Tailoring Report' })).toBeVisible()
    await expect(results.getByTestId('score-change')).toContainText(`Before ${reply.report!.score_before}%`)
    expect(reply.changes.length).toBeGreaterThan(0)
    for (const change of reply.changes.slice(0, 4)) {
      await expect(results.getByText(change.reason).first()).toBeVisible()
    }
    await expect(results.getByText(/Nothing invented/)).toBeVisible()

    const editor = page.getByRole('region', { name: 'Edit Your Resume' })
    await expect(editor.getByTestId('editor-template').first()).toHaveText('Classic')
    await expect(editor.getByTestId('editor-match').first()).toHaveText(`${reply.match_scores.overall}%`)
    await expect(textbox(page, 'Full name')).toHaveValue('Maria Lopez')
    // The sticky bar repeats Generate PDF on wider screens.
    await expect(editor.getByRole('button', { name: 'Generate PDF' })).toHaveCount(2)

    const after = await getJson<{ balance: number }>(page, tokens, '/api/v1/credits/balance/')
    expect(after.balance).toBe(before.balance - 1)
  })

  test('file upload: multipart request, Email + Download delivery notice, and rejected file types', async ({
    page,
  }) => {
    await signIn(page, analyst)
    await page.goto('/analysis')
    await page.getByLabel('Resume file').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a resume'),
    })
    await expect(page.getByText('Please choose a PDF, DOC or DOCX file.')).toBeVisible()
    await expect(analyze(page)).toBeDisabled()

    await page.getByLabel('Resume file').setInputFiles(resumePdf)
    await expect(page.getByTestId('chosen-file')).toHaveText('resume.pdf')
    await textbox(page, 'Job description').fill(sampleJobDescription)
    await page.getByText('Both', { exact: true }).click()
    const request = page.waitForRequest('**/api/v1/resume/tailor/')
    const response = page.waitForResponse('**/api/v1/resume/tailor/')
    await analyze(page).click()
    expect((await request).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/)
    const reply = (await (await response).json()) as TailorReply
    expect(reply.email_delivery?.status).toBe('outbox')
    await expect(page.getByRole('heading', { name: 'Edit Your Resume' })).toBeVisible()
    await expect(page.getByText('Email not sent')).toBeVisible()
    await expect(page.getByText(reply.email_delivery!.detail)).toBeVisible()
    await expect(textbox(page, 'Full name')).toHaveValue('Maria Lopez')
    // Download/Both: the analysis PDF from its download_url, under the spec's file name.
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download tailored PDF' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe(sampleResumeFileName)
    expect((await readFile(await file.path())).subarray(0, 4).toString('latin1')).toBe('%PDF')
  })

  test('a file the server cannot read shows the server’s reason and no result', async ({ page }) => {
    await signIn(page, analyst)
    await page.goto('/analysis')
    // A password-protected PDF cannot be read: the screen says why, so the user knows what to change.
    await page.getByLabel('Resume file').setInputFiles(resumePdf.replace('resume.pdf', 'encrypted.pdf'))
    let response = page.waitForResponse('**/api/v1/resume/tailor/')
    await analyze(page).click()
    expect((await response).status()).toBe(400)
    await expect(page.getByRole('alert')).toHaveText(/This file is password-protected\./)
    await expect(page.getByRole('heading', { name: 'Edit Your Resume' })).toHaveCount(0)
    // A text file renamed .pdf is refused with its reason too.
    await page.getByRole('button', { name: 'Remove encrypted.pdf' }).click()
    await page.getByLabel('Resume file').setInputFiles({
      name: 'renamed.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('Maria Lopez\nmaria.lopez@example.com\nSkills\nPython, Go'),
    })
    response = page.waitForResponse('**/api/v1/resume/tailor/')
    await analyze(page).click()
    expect((await response).status()).toBe(400)
    await expect(page.getByRole('alert')).toHaveText(/named \.pdf but isn't a PDF/)
    // A server failure keeps the spec's generic text and never shows the server's own.
    await page.route('**/api/v1/resume/tailor/', (route) =>
      route.fulfill({ status: 500, json: { detail: 'Something went wrong on our side. Please try again.' } }),
    )
    await analyze(page).click()
    await expect(page.getByRole('alert')).toHaveText('Failed to process your resume. Please try again later.')
    await expect(analyze(page)).toBeEnabled()
  })

  test('previously used resumes: one selectable, cleared by a new file and by Paste Text', async ({
    page,
  }) => {
    const tokens = await signIn(page, analyst)
    // Reading a resume (free) makes it the most recently used one.
    const parsed = await page.request.post('/api/v1/resume/parse/', {
      headers: { Authorization: `Bearer ${tokens.access}` },
      multipart: {
        file: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: await readFile(resumePdf) },
      },
    })
    const { id } = (await parsed.json()) as { id: string }
    await page.goto('/analysis')
    const list = page.getByRole('group', { name: 'Previously Used Resumes' })
    await expect(list).toBeVisible()
    const previous = list.getByRole('radio').first()
    await expect(list.getByRole('radio', { checked: true })).toHaveCount(0)
    await expect(list.locator('label').first()).toContainText(
      /resume\.pdf\s*PDF · Last used [A-Z][a-z]{2} \d{1,2}/,
    )
    await previous.check()
    await expect(analyze(page)).toBeEnabled()

    await page.getByLabel('Resume file').setInputFiles(resumePdf)
    await expect(previous).not.toBeChecked()
    await page.getByRole('button', { name: 'Remove resume.pdf' }).click()
    await expect(analyze(page)).toBeDisabled()
    await previous.check()
    await page.getByText('Paste Text').click()
    await page.getByText('Upload File').click()
    await expect(previous).not.toBeChecked()

    await previous.check()
    const request = page.waitForRequest('**/api/v1/resume/tailor/')
    await analyze(page).click()
    expect((await request).postDataJSON()).toEqual({
      resume: { id },
      jobDetails: { content: '', url: '' },
      template: 'modern',
      tailoring: { mode: 'tailoring', level: 50 },
      exportOption: 'download',
    })
    await expect(page.getByRole('heading', { name: 'ATS Readiness Check' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Edit Your Resume' })).toBeVisible()
  })

  test('editor tabs: add and remove entries, empty states and the unenforced 500 counter', async ({
    page,
  }) => {
    await signIn(page, analyst)
    await page.goto('/analysis')
    const listed = (await tailorSample(page)).resume_data.skills.length
    const editor = page.getByRole('region', { name: 'Edit Your Resume' })
    const tab = (name: string) => editor.getByRole('tab', { name: new RegExp(`^${name}`) })

    await tab('Summary').click()
    const summary = textbox(page, 'Professional summary')
    await summary.fill('x'.repeat(510))
    await expect(editor.getByTestId('character-counter')).toHaveText('510/500')
    await expect(summary).toHaveValue('x'.repeat(510))

    await tab('Experience').click()
    await expect(editor.getByRole('group', { name: 'Experience 2' })).toBeVisible()
    const first = editor.getByRole('group', { name: 'Experience 1' })
    await expect(textbox(page, 'Job title').first()).toHaveValue('Senior Software Engineer')
    const bullets = first.getByRole('textbox', { name: /^Achievement \d+ of experience 1$/ })
    const count = await bullets.count()
    expect(count).toBeGreaterThan(0)
    const added = `Achievement ${count + 1} of experience 1`
    await first.getByRole('button', { name: 'Add achievement' }).click()
    await expect(first.getByRole('textbox', { name: added })).toBeFocused()
    await first.getByRole('button', { name: `Remove ${added.replace('A', 'a')}` }).click()
    await expect(bullets).toHaveCount(count)
    await expect(first.getByRole('button', { name: 'Add achievement' })).toBeFocused()
    await editor.getByRole('button', { name: 'Remove experience 2' }).click()
    await editor.getByRole('button', { name: 'Remove experience 1' }).click()
    await expect(editor.getByText('No work experience added yet')).toBeVisible()
    await editor.getByRole('button', { name: 'Add experience' }).click()
    await expect(editor.getByRole('group', { name: 'Experience 1' })).toBeVisible()
    await expect(textbox(page, 'Job title')).toBeFocused()
    await expect(editor.getByText('No achievements added yet')).toBeVisible()

    await tab('Education').click()
    await editor.getByRole('button', { name: 'Remove education 1' }).click()
    await expect(editor.getByText('No education added yet')).toBeVisible()
    await editor.getByRole('button', { name: 'Add education' }).click()
    await textbox(page, 'Institution').fill('Austin Community College')
    await expect(editor.getByRole('group', { name: 'Education 1' })).toContainText('Austin Community College')

    await tab('Skills').click()
    const skills = editor.getByRole('list', { name: 'Skills' })
    await expect(skills.getByRole('listitem')).toHaveCount(listed)
    await editor.getByRole('textbox', { name: 'New skill' }).fill('Rust, Python')
    await editor.getByRole('button', { name: 'Add skill' }).click()
    // "Python" is already listed: only Rust is new.
    await expect(skills).toContainText('Python')
    await expect(skills.getByRole('listitem')).toHaveCount(listed + 1)
    await editor.getByRole('button', { name: 'Remove skill Rust' }).click()
    await expect(skills.getByRole('listitem')).toHaveCount(listed)

    for (const [name, noun, empty] of [
      ['Certifications', 'certification', 'No certifications added yet'],
      ['References', 'reference', 'No references added yet'],
    ] as const) {
      await tab(name).click()
      await expect(editor.getByText(empty)).toBeVisible()
      await editor.getByRole('button', { name: `Add ${noun}` }).click()
      await expect(editor.getByText(empty)).toHaveCount(0)
      await editor.getByRole('button', { name: `Remove ${noun} 1` }).click()
      await expect(editor.getByText(empty)).toBeVisible()
      await expect(editor.getByRole('button', { name: `Add ${noun}` })).toBeFocused()
    }
    await tab('Personal Info').click()
    await expect(textbox(page, 'Position/Title')).toHaveValue('Senior Software Engineer')
  })

  test('Generate PDF lists the spec validation texts under "Please fix the following errors"', async ({
    page,
  }) => {
    await signIn(page, analyst)
    await page.goto('/analysis')
    await tailorSample(page)
    const renders: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/resume/render/')) renders.push(request.url())
    })
    const editor = page.getByRole('region', { name: 'Edit Your Resume' })
    const generate = editor.getByRole('button', { name: 'Generate PDF' }).first()
    for (const name of ['Full name', 'Position/Title', 'Email']) await textbox(page, name).fill('')
    await editor.getByRole('tab', { name: 'Summary' }).click()
    await textbox(page, 'Professional summary').fill('  ')
    await editor.getByRole('tab', { name: /^Experience/ }).click()
    await editor.getByRole('button', { name: 'Remove experience 2' }).click()
    await editor.getByRole('button', { name: 'Remove experience 1' }).click()
    await generate.click()
    const alert = editor.getByRole('alert')
    await expect(alert).toContainText('Please fix the following errors')
    await expect(alert.getByRole('listitem')).toHaveText([
      'Full name is required',
      'Position/Title is required',
      'Email is required',
      'Professional summary is required',
      'At least one work experience is required',
    ])

    await editor.getByRole('button', { name: 'Add experience' }).click()
    await textbox(page, 'Job title').fill('Engineer')
    await expect(alert.getByRole('listitem').last()).toHaveText(
      'Please complete at least one work experience with title, company, and dates',
    )
    await textbox(page, 'Company').fill('Fintrust Inc')
    await textbox(page, 'Dates').fill('2021 – Present')
    await editor.getByRole('tab', { name: 'Personal Info' }).click()
    await textbox(page, 'Full name').fill('Maria Lopez')
    await textbox(page, 'Position/Title').fill('Backend Engineer')
    await textbox(page, 'Email').fill('maria@example')
    await editor.getByRole('tab', { name: 'Summary' }).click()
    await textbox(page, 'Professional summary').fill('Backend engineer.')
    // Errors follow the edits: only the email pattern is left.
    await expect(alert.getByRole('listitem')).toHaveText(['Please enter a valid email address'])
    expect(renders).toEqual([])
  })

  test('Generate PDF downloads the named PDF, reports success and saves the edits', async ({ page }) => {
    const tokens = await signIn(page, analyst)
    await page.goto('/analysis')
    const reply = await tailorSample(page)
    const editor = page.getByRole('region', { name: 'Edit Your Resume' })
    await editor.getByRole('tab', { name: 'Summary' }).click()
    const summary = `Backend engineer who ships payment systems. Edited ${Date.now()}.`
    await textbox(page, 'Professional summary').fill(summary)
    const render = page.waitForRequest('**/api/v1/resume/render/')
    const download = page.waitForEvent('download')
    await editor.getByRole('button', { name: 'Generate PDF' }).first().click()
    expect((await render).postDataJSON()).toMatchObject({
      template: 'modern',
      template_id: 'modern',
      tailoring_level: 50,
      tailored_resume_uuid: reply.tailored_resume_uuid,
    })
    const file = await download
    expect(file.suggestedFilename()).toBe(sampleResumeFileName)
    const bytes = await readFile(await file.path())
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF')
    await expect(
      editor.getByRole('status').filter({ hasText: 'Resume PDF generated successfully!' }),
    ).toBeVisible()

    const saved = await getJson<AnalysisRecord>(
      page,
      tokens,
      `/api/v1/resume/analyses/${reply.tailored_resume_uuid}/`,
    )
    expect(saved.tailored_resume_data.resume_data.professional_summary).toBe(summary)
  })

  test('an account without credits is sent to /pricing', async ({ page }) => {
    await signIn(page, penniless)
    await page.goto('/analysis')
    await page.getByText('Paste Text').click()
    await textbox(page, 'Resume text').fill(sampleResumeText)
    const response = page.waitForResponse('**/api/v1/resume/tailor/')
    await analyze(page).click()
    expect((await response).status()).toBe(402)
    await expect(page).toHaveURL('/pricing')
    await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible()
  })

  test('?template= preselects a known template and falls back to the first for an unknown one', async ({
    page,
  }) => {
    await signIn(page, analyst)
    await page.goto('/analysis?template=executive')
    await expect(page.getByRole('radio', { name: 'Executive' })).toBeChecked()
    await page.goto('/analysis?template=no-such-template')
    await expect(page.getByRole('radio', { name: 'Modern' })).toBeChecked()
    await chooseTemplate(page, 'Minimal')
    await expect(page.getByRole('radio', { name: 'Modern' })).not.toBeChecked()
  })

  test('the Edit Resume dialog loads the record, previews without saving, saves on Generate PDF', async ({
    page,
  }) => {
    const tokens = await signIn(page, analyst)
    const created = await page.request.post('/api/v1/resume/tailor/', {
      headers: { Authorization: `Bearer ${tokens.access}` },
      data: { resume_text: sampleResumeText, job_description: sampleJobDescription, template: 'minimal' },
    })
    const reply = (await created.json()) as TailorReply
    const id = reply.tailored_resume_uuid
    const renders: Array<Record<string, unknown>> = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/resume/render/')) renders.push(request.postDataJSON())
    })

    await page.goto(`/analysis?edit=${id}`)
    const dialog = page.getByRole('dialog', { name: 'Edit Resume' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('Maria Lopez · Senior Backend Engineer at Acme Payments')
    await expect(dialog.getByRole('textbox', { name: 'Full name' })).toHaveValue('Maria Lopez')
    await expect(dialog.getByRole('radio', { name: 'Minimal' })).toBeChecked()
    await expect(dialog.getByRole('heading', { name: 'Edit Your Resume' })).toBeVisible()
    await expect(dialog.getByText('Up to date')).toBeVisible()
    await expect(dialog.locator('iframe[title="Resume PDF preview"]')).toHaveAttribute('src', /^blob:/)
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden')

    // Edits and a template change re-render the preview; previews never carry the analysis id.
    await dialog.getByRole('textbox', { name: 'Location' }).fill('Remote, USA')
    await chooseTemplate(dialog, 'Classic')
    await expect.poll(() => renders.some((body) => body.template === 'classic')).toBe(true)
    await expect(dialog.getByText('Up to date')).toBeVisible()
    expect(renders.every((body) => !('tailored_resume_uuid' in body))).toBe(true)
    const unchanged = await getJson<AnalysisRecord>(page, tokens, `/api/v1/resume/analyses/${id}/`)
    expect(unchanged.tailored_resume_data.resume_data.personal_information.location).toBe('Austin, TX')

    const download = page.waitForEvent('download')
    await dialog.getByRole('button', { name: 'Generate PDF' }).click()
    expect((await download).suggestedFilename()).toBe(sampleResumeFileName)
    await expect(dialog.getByText('Resume PDF generated successfully!')).toBeVisible()
    const saved = await getJson<AnalysisRecord>(page, tokens, `/api/v1/resume/analyses/${id}/`)
    expect(saved.template).toBe('classic')
    expect(saved.tailored_resume_data.resume_data.personal_information.location).toBe('Remote, USA')

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL('/analysis')
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('')

    // Reopened, it starts from the saved edits; a click on the backdrop closes it.
    await page.goto(`/analysis?edit=${id}`)
    await expect(dialog.getByRole('textbox', { name: 'Location' })).toHaveValue('Remote, USA')
    await expect(dialog.getByRole('radio', { name: 'Classic' })).toBeChecked()
    await page.mouse.click(5, 5)
    await expect(dialog).toBeHidden()
  })

  test('the Edit Resume dialog explains an analysis it cannot open', async ({ page }) => {
    await signIn(page, analyst)
    await page.goto('/analysis?edit=no-such-analysis')
    const dialog = page.getByRole('dialog', { name: 'Edit Resume' })
    await expect(dialog.getByRole('alert')).toContainText('Could not open this resume')
    await expect(dialog.getByRole('alert')).toContainText('Analysis not found.')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
  })

  test('works at 390 px: no sideways scrolling, one Generate PDF button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await signIn(page, analyst)
    await page.goto('/analysis')
    await expect(page.getByRole('heading', { name: 'Smart Resume Tailoring' })).toBeVisible()
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(await overflow()).toBeLessThanOrEqual(0)
    await tailorSample(page)
    expect(await overflow()).toBeLessThanOrEqual(0)
    const editor = page.getByRole('region', { name: 'Edit Your Resume' })
    await expect(editor.getByRole('button', { name: 'Generate PDF' }).filter({ visible: true })).toHaveCount(
      1,
    )
    await editor.getByRole('tab', { name: /^Experience/ }).click()
    expect(await overflow()).toBeLessThanOrEqual(0)
  })
})
