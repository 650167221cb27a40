import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { analyst } from './fixtures.ts'
import { sampleJobDescription, sampleResumeText } from './resume-samples.ts'
import { requestTokens, storeSession } from './session.ts'

const jsonResume = {
  basics: {
    name: 'Maren Solberg',
    label: 'Site Reliability Engineer',
    email: 'maren.solberg@example.com',
    phone: '+47 912 34 567',
    image: 'https://example.com/maren.png',
    location: { city: 'Bergen', region: 'Norway' },
  },
  work: [
    {
      name: 'Fjordnet AS',
      position: 'Site Reliability Engineer',
      startDate: '2020-08',
      highlights: ['Cut paging alerts by 60% with SLO-based alerting.'],
    },
  ],
  skills: [{ name: 'Observability', keywords: ['Prometheus', 'Grafana'] }],
  languages: [{ language: 'Norwegian', fluency: 'Native' }],
}

async function signIn(page: Page) {
  await storeSession(page, await requestTokens(page, analyst))
}

/** Clicks a download button and returns the saved file's name and text. */
async function download(page: Page, name: string) {
  const saved = page.waitForEvent('download')
  await page.getByRole('button', { name }).first().click()
  const file = await saved
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path()) ?? '') }
}

test.describe('exports', () => {
  test.describe.configure({ timeout: 90_000 })

  test('downloads the tailored resume as Word and as text from the editor', async ({ page }) => {
    await signIn(page)
    await page.goto('/analysis')
    await page.getByText('Paste Text').click()
    await page.getByRole('textbox', { name: 'Resume text', exact: true }).fill(sampleResumeText)
    await page.getByRole('textbox', { name: 'Job description', exact: true }).fill(sampleJobDescription)
    await page.getByRole('button', { name: 'Analyze & Tailor Resume' }).click()
    await expect(page.getByRole('heading', { name: 'Edit Your Resume' })).toBeVisible({ timeout: 60_000 })

    const word = await download(page, 'Word (.docx)')
    expect(word.name).toMatch(/_resume\.docx$/)
    expect(word.bytes.subarray(0, 2).toString()).toBe('PK')
    const text = await download(page, 'Text (.txt)')
    expect(text.name).toMatch(/_resume\.txt$/)
    const name = await page.getByRole('textbox', { name: 'Full name', exact: true }).inputValue()
    expect(text.bytes.toString('utf8').split('\n')[0]).toBe(name)
    expect(text.bytes.toString('utf8')).toContain('\nEXPERIENCE\n')
  })

  test('imports a JSON Resume file on /analysis into the editor and checks what an ATS sees', async ({
    page,
  }) => {
    await signIn(page)
    await page.goto('/analysis')
    await page.getByLabel('Import file').setInputFiles({
      name: 'resume.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(jsonResume)),
    })
    await expect(page.getByRole('heading', { name: 'Edit Your Resume' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Full name', exact: true })).toHaveValue('Maren Solberg')
    await expect(
      page.getByText(
        'Not imported (Tailor has no place for them): basics.image, skills[].name (group names; their keywords were imported).',
      ),
    ).toBeVisible()

    await page.getByRole('button', { name: 'What an ATS sees (Word)' }).click()
    const report = page.getByTestId('ats-report')
    await expect(report).toContainText('Word file: 100% of your text reads back intact')
    await expect(report).toContainText('Experience: 4 of 4 kept')

    await page.getByLabel('Import file').setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"work":[{"startDate":"last spring"}]}'),
    })
    await expect(
      page.getByText(/^This file is not valid JSON Resume 1\.0\.0: work\[0\]\.startDate/),
    ).toBeVisible()
  })
})
