import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ResumeData } from '@tailor/contracts'
import { renderResumePdf, resumeTemplates } from '@tailor/templates'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sectionsCaseDocx } from '../../../packages/engine/eval/sections-case-docx.ts'
import { caseText, sectionsCaseLines } from '../../../packages/engine/eval/sections-case-lines.ts'
import { type SectionsCase, sectionsCases } from '../../../packages/engine/eval/sections-truth.ts'
import { createTestApp, type TestApp } from './harness.ts'
import { multipart } from './multipart.ts'

/** What an applicant tracking system reads from a PDF (poppler's pdftotext), whitespace collapsed. */
function pdfText(pdf: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'tailor-round-trip-'))
  try {
    writeFileSync(join(dir, 'r.pdf'), pdf)
    return flat(execFileSync('pdftotext', ['-enc', 'UTF-8', join(dir, 'r.pdf'), '-'], { encoding: 'utf8' }))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
// Case aside: themes set headings (an Other section's name) in capitals.
const flat = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase()

/** Every string the editor holds per section, as the user would look for it in the PDF. */
function sectionStrings(r: ResumeData): Record<string, string[]> {
  const values = (items: object[]) =>
    items.flatMap((item) => Object.values(item).flatMap((v) => (Array.isArray(v) ? v : [v])) as string[])
  return {
    experience: values(r.work_experience),
    education: values(r.education),
    skills: r.skills,
    projects: values(r.projects),
    awards: values(r.awards),
    publications: values(r.publications),
    languages: values(r.languages),
    volunteering: values(r.volunteering),
    interests: r.interests,
    other: values(r.other),
  }
}

// upload (Word, text, PDF) → parse → editor data → PDF in every template → pdftotext: each section keeps ≥ 98%
// of its strings.
describe('round trip of the newer sections through the app', () => {
  let t: TestApp
  let user: Awaited<ReturnType<TestApp['signUp']>>
  beforeAll(async () => {
    t = await createTestApp('pglite')
    user = await t.signUp({ credits: 0 })
  })
  afterAll(() => t.close())

  /** The resume as a user would upload it: Word or plain text in its own headings, or a PDF from one of our templates. */
  async function upload(c: SectionsCase, i: number, layout: Layout) {
    const style = (i % 2) as 0 | 1
    if (layout === 'docx')
      return { filename: `${c.id}.docx`, bytes: await sectionsCaseDocx(sectionsCaseLines(c, style)) }
    if (layout === 'txt')
      return {
        filename: `${c.id}.txt`,
        bytes: new TextEncoder().encode(caseText(sectionsCaseLines(c, style === 0 ? 1 : 0))),
      }
    const template = resumeTemplates[i % resumeTemplates.length]!.id
    return { filename: `${c.id}.pdf`, bytes: await renderResumePdf(c.truth, { template }) }
  }

  const layouts = ['docx', 'txt', 'pdf'] as const
  type Layout = (typeof layouts)[number]
  it.each(sectionsCases.flatMap((c, i) => layouts.map((layout) => [c.id, layout, c, i] as const)))(
    '%s uploaded as %s keeps every section from upload to every template',
    async (_id, layout, c, i) => {
      const body = multipart({}, { field: 'file', ...(await upload(c, i, layout)) })
      const parsed = await t.app.inject({
        method: 'POST',
        url: '/api/v1/resume/parse/',
        headers: { ...user.auth, ...body.headers },
        payload: body.payload,
      })
      expect(parsed.statusCode).toBe(200)
      const data: ResumeData = parsed.json().resume_data
      const strings = Object.entries(sectionStrings(data))
      expect(data.projects.length + data.languages.length).toBeGreaterThan(0)
      for (const { id } of resumeTemplates) {
        const reply = await t.app.inject({
          method: 'POST',
          url: '/api/v1/resume/render/',
          headers: user.auth,
          payload: { resume_data: data, template: id },
        })
        expect(reply.statusCode).toBe(200)
        const text = pdfText(new Uint8Array(reply.rawPayload))
        for (const [section, list] of strings) {
          const wanted = list.map(flat).filter(Boolean)
          const lost = wanted.filter((s) => !text.includes(s))
          if (wanted.length)
            expect(
              1 - lost.length / wanted.length,
              `${id} ${section}: ${lost.join(' / ')}`,
            ).toBeGreaterThanOrEqual(0.98)
        }
      }
    },
    60_000,
  )
})
