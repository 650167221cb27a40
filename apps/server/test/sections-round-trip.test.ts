import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ResumeData } from '@tailor/contracts'
import { resumeTemplates } from '@tailor/templates'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sectionsCaseDocx } from '../../../packages/engine/eval/sections-case-docx.ts'
import { sectionsCaseLines } from '../../../packages/engine/eval/sections-case-lines.ts'
import { sectionsCases } from '../../../packages/engine/eval/sections-truth.ts'
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

// parse → editor data → PDF in every template → pdftotext: each section keeps ≥ 98% of its strings.
describe('round trip of the newer sections through the app', () => {
  let t: TestApp
  let user: Awaited<ReturnType<TestApp['signUp']>>
  beforeAll(async () => {
    t = await createTestApp('pglite')
    user = await t.signUp({ credits: 0 })
  })
  afterAll(() => t.close())

  it.each(sectionsCases.map((c, i) => [c.id, c, i] as const))(
    '%s keeps every section from upload to every template',
    async (_id, c, i) => {
      // Uploaded as a Word file in the resume's own headings (the PDF uploads are measured by bench/parse-sections.ts).
      const source = await sectionsCaseDocx(sectionsCaseLines(c, (i % 2) as 0 | 1))
      const body = multipart({}, { field: 'file', filename: `${c.id}.docx`, bytes: source })
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
