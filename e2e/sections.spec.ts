import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { extractDocument } from '@tailor/engine'
import { sectionsCaseDocx } from '../packages/engine/eval/sections-case-docx.ts'
import { sectionsCaseLines } from '../packages/engine/eval/sections-case-lines.ts'
import { sectionsCases } from '../packages/engine/eval/sections-truth.ts'
import { analyst } from './fixtures.ts'
import { sampleJobDescription } from './resume-samples.ts'
import { requestTokens, storeSession } from './session.ts'

// A game developer's Word resume with projects, languages and community work (a labelled case of
// bench/parse-sections.ts): the new sections reach the editor, and an edited project reaches the PDF.
const gameDev = sectionsCases.find((c) => c.id === 'game-dev')!
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true })
const values = (page: Page, name: string) =>
  textbox(page, name).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))

test.describe.configure({ timeout: 90_000 })

test('projects and languages survive upload, edit and download', async ({ page }) => {
  await storeSession(page, await requestTokens(page, analyst))
  await page.goto('/analysis')
  await page.getByLabel('Resume file').setInputFiles({
    name: 'marta-kowal.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from(await sectionsCaseDocx(sectionsCaseLines(gameDev, 0))),
  })
  await textbox(page, 'Job description').fill(sampleJobDescription)
  await page.getByRole('button', { name: 'Analyze & Tailor Resume' }).click()
  await expect(page.getByRole('heading', { name: 'Edit Your Resume' })).toBeVisible({ timeout: 30_000 })
  const editor = page.getByRole('region', { name: 'Edit Your Resume' })

  await editor.getByRole('tab', { name: 'Languages' }).click()
  expect(await values(page, 'Language')).toEqual(['English', 'Polish'])
  expect(await values(page, 'Level')).toEqual(['Native', 'Fluent'])

  await editor.getByRole('tab', { name: 'Projects' }).click()
  expect(await values(page, 'Project name')).toEqual(
    expect.arrayContaining(['Lantern Keeper', 'Open Dialogue Kit']),
  )
  const renamed = `Lantern Keeper Remastered ${Date.now() % 100_000}`
  const project = editor.getByRole('group', { name: 'Project 1' })
  await project.getByRole('textbox', { name: 'Project name', exact: true }).fill(renamed)
  await project.getByRole('button', { name: 'Add bullet' }).click()
  await expect(project.getByRole('textbox', { name: /^Bullet \d+ of project 1$/ }).last()).toBeFocused()
  await page.keyboard.type('Shipped on Steam in 2024.')

  const download = page.waitForEvent('download')
  await editor.getByRole('button', { name: 'Generate PDF' }).first().click()
  const bytes = await readFile((await (await download).path())!)
  const text = (await extractDocument(new Uint8Array(bytes))).lines.map((line) => line.text).join(' ')
  expect(text).toContain(renamed)
  expect(text).toContain('Shipped on Steam in 2024.')
  expect(text).toContain('Polish (Fluent)')
})
