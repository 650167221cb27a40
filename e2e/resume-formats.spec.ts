import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { extractDocument } from '@tailor/engine'
import { analyst } from './fixtures.ts'
import { sampleJobDescription } from './resume-samples.ts'
import { requestTokens, storeSession } from './session.ts'

// One resume (the engine corpus's DevOps engineer) as PDF, as DOCX and as pasted text: each must reach the
// editor with the same name, employers and skills.
const corpus = join(import.meta.dirname, '..', 'packages', 'engine', 'corpus')
const person = 'daniel-weiss-devops'
const expected = {
  name: 'Daniel Weiß',
  employers: ['Hafenblick Software GmbH', 'Nordsee Media'],
  skills: ['Kubernetes', 'Terraform', 'Prometheus'],
}
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true })
const values = (page: Page, name: string) =>
  textbox(page, name).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))

async function tailor(page: Page, source: 'pdf' | 'docx' | 'text') {
  await storeSession(page, await requestTokens(page, analyst))
  await page.goto('/analysis')
  if (source === 'text') {
    await page.getByText('Paste Text').click()
    await textbox(page, 'Resume text').fill(await readFile(join(corpus, 'txt', `${person}.txt`), 'utf8'))
  } else await page.getByLabel('Resume file').setInputFiles(join(corpus, source, `${person}.${source}`))
  await textbox(page, 'Job description').fill(sampleJobDescription)
  await page.getByRole('button', { name: 'Analyze & Tailor Resume' }).click()
  await expect(page.getByRole('heading', { name: 'Edit Your Resume' })).toBeVisible({ timeout: 30_000 })
  return page.getByRole('region', { name: 'Edit Your Resume' })
}

test.describe('the same resume in every format', () => {
  test.describe.configure({ timeout: 90_000 })

  for (const source of ['pdf', 'docx', 'text'] as const)
    test(`${source}: the editor shows the parsed name, employers and skills`, async ({ page }) => {
      const editor = await tailor(page, source)
      await expect(textbox(page, 'Full name')).toHaveValue(expected.name)
      await editor.getByRole('tab', { name: 'Experience' }).click()
      expect(await values(page, 'Company')).toEqual(expect.arrayContaining(expected.employers))
      await editor.getByRole('tab', { name: 'Skills' }).click()
      const skills = editor.getByRole('list', { name: 'Skills' })
      for (const skill of expected.skills) await expect(skills).toContainText(skill)
    })

  test('an edited bullet is in the generated PDF', async ({ page }) => {
    const editor = await tailor(page, 'pdf')
    await editor.getByRole('tab', { name: 'Experience' }).click()
    const bullet = `Cut deploy time to 4 minutes with canary releases ${Date.now() % 100_000}`
    await textbox(page, 'Achievement 1 of experience 1').fill(bullet)
    const download = page.waitForEvent('download')
    await editor.getByRole('button', { name: 'Generate PDF' }).first().click()
    const bytes = await readFile((await (await download).path())!)
    const { lines } = await extractDocument(new Uint8Array(bytes))
    expect(lines.map((line) => line.text).join(' ')).toContain(bullet)
  })
})
