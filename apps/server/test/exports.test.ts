import { readFileSync } from 'node:fs'
import { extractDocument, toJsonResume, validateJsonResume } from '@tailor/engine'
import { resumeTemplates, sampleResume } from '@tailor/templates'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANALYST_RESUME_TEXT as RESUME_TEXT } from './fixtures/analyst-resume-text.ts'
import { createTestApp, databaseKinds, type TestApp } from './harness.ts'
import { multipart } from './multipart.ts'

const linkedinZip = new Uint8Array(
  readFileSync(
    new URL('../../../packages/engine/src/interchange/fixtures/linkedin-basic.zip', import.meta.url),
  ),
)
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

describe.each(databaseKinds)('exports, imports and the ATS check on %s', (kind) => {
  let t: TestApp
  let user: Awaited<ReturnType<TestApp['signUp']>>
  let other: Awaited<ReturnType<TestApp['signUp']>>
  let analysisId: string
  beforeAll(async () => {
    t = await createTestApp(kind)
    user = await t.signUp({ credits: 2 })
    other = await t.signUp({ credits: 0 })
    const reply = await t.tailor(user.auth, {
      resume_text: RESUME_TEXT,
      job_description: 'Data Analyst\nSQL, Python and Tableau required.',
    })
    analysisId = reply.json().tailored_resume_uuid
  }, 180_000)
  afterAll(() => t.close())

  const render = (format: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/render/',
      headers: user.auth,
      payload: { resume_data: sampleResume, template: 'classic', format },
    })
  const upload = (
    file: { filename: string; bytes: Uint8Array } | null,
    auth: Record<string, string> = user.auth,
  ) => {
    const form = multipart({}, file ? { field: 'file', ...file } : undefined)
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/import/',
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    })
  }

  it('renders a Word file that the upload extractor reads back', async () => {
    const reply = await render('docx')
    expect(reply.statusCode).toBe(200)
    expect(reply.headers['content-type']).toBe(DOCX_TYPE)
    expect(reply.headers['content-disposition']).toBe('attachment; filename="resume.docx"')
    const document = await extractDocument(new Uint8Array(reply.rawPayload))
    expect(document.format).toBe('docx')
    expect(document.lines[0]).toEqual({ text: 'Zoë Łukasiewicz-Ørsted', page: 1, heading: true })
  })

  it('renders plain text with upper-case headings and dash bullets', async () => {
    const reply = await render('txt')
    expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(reply.headers['content-disposition']).toBe('attachment; filename="resume.txt"')
    const lines = reply.body.split('\n')
    expect(lines.slice(0, 5)).toEqual([
      'Zoë Łukasiewicz-Ørsted',
      'Senior Data Engineer',
      'zoe.lukasiewicz@example.com | +48 512 340 871 | https://www.linkedin.com/in/zoe-lukasiewicz-orsted | Kraków, Poland',
      '',
      'SUMMARY',
    ])
    expect(lines).toContain('Senior Data Engineer — Nordlys Logistics A/S, Mar 2021 – Present')
  })

  it('renders JSON Resume 1.0.0 that the official schema accepts', async () => {
    const reply = await render('json')
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(reply.headers['content-disposition']).toBe('attachment; filename="resume.json"')
    expect(validateJsonResume(reply.json())).toEqual([])
    expect(reply.json()).toEqual(JSON.parse(JSON.stringify(toJsonResume(sampleResume))))
  })

  it('refuses an unknown format with a clear 400', async () => {
    const reply = await render('odt')
    expect(reply.statusCode).toBe(400)
    expect(reply.json().detail).toMatch(/format/)
  })

  it('downloads an analysis as DOCX or text for its owner only', async () => {
    const url = `/api/v1/resume/analyses/${analysisId}/download/?format=docx`
    const reply = await t.app.inject({ url, headers: user.auth })
    expect(reply.statusCode).toBe(200)
    expect(reply.headers['content-type']).toBe(DOCX_TYPE)
    expect(reply.headers['content-disposition']).toBe('attachment; filename="data_analyst_resume.docx"')
    const text = await t.app.inject({ url: url.replace('docx', 'txt'), headers: user.auth })
    expect(text.body.split('\n')[0]).toBe('Ada Byron')
    expect((await t.app.inject({ url, headers: other.auth })).statusCode).toBe(404)
  })

  it('imports a JSON Resume file and says what it left out', async () => {
    const file = {
      ...toJsonResume(sampleResume),
      meta: { version: 'v1.0.0' },
      basics: { ...toJsonResume(sampleResume).basics, image: 'https://example.com/me.png' },
    }
    const reply = await upload({
      filename: 'resume.json',
      bytes: new TextEncoder().encode(JSON.stringify(file)),
    })
    expect(reply.statusCode).toBe(200)
    expect(reply.json()).toEqual({
      resume_data: sampleResume,
      warnings: ['Not imported (Tailor has no place for them): basics.image.'],
    })
  })

  it('imports a LinkedIn data export', async () => {
    const reply = await upload({ filename: 'Basic_LinkedInDataExport.zip', bytes: linkedinZip })
    expect(reply.statusCode).toBe(200)
    expect(reply.json().resume_data.personal_information.name).toBe('Tomasz Wiśniewski')
    expect(reply.json().resume_data.work_experience).toHaveLength(2)
  })

  it('refuses files it cannot import with a 400 and a reason, never a 500', async () => {
    const invalid = await upload({
      filename: 'r.json',
      bytes: new TextEncoder().encode('{"basics":{"email":"nope"}}'),
    })
    expect(invalid.statusCode).toBe(400)
    expect(invalid.json().detail).toBe(
      'This file is not valid JSON Resume 1.0.0: basics.email does not conform to the "email" format.',
    )
    const pdf = await upload({ filename: 'r.pdf', bytes: new TextEncoder().encode('%PDF-1.4 nothing') })
    expect(pdf.json()).toEqual({
      detail:
        'Please upload a JSON Resume file (.json) or the data export ZIP from LinkedIn. To read a PDF or Word resume, use Upload instead.',
    })
    const none = await upload(null)
    expect(none.statusCode).toBe(400)
    expect(none.json().detail).toBe(
      'Please upload a JSON Resume file (.json) or the data export ZIP from LinkedIn.',
    )
    expect((await upload(null, {})).statusCode).toBe(401)
  })

  it('reports what an ATS reads of the PDF and the DOCX of every template, section by section', async () => {
    for (const format of ['pdf', 'docx']) {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/v1/resume/ats-check/',
        headers: user.auth,
        payload: { resume_data: sampleResume, template: 'modern', format },
      })
      expect(reply.statusCode).toBe(200)
      const report = reply.json()
      expect(report.score).toBe(100)
      expect(report.problems).toEqual([])
      expect(report.sections.map((s: { name: string }) => s.name)).toEqual([
        'Contact',
        'Summary',
        'Experience',
        'Projects',
        'Skills',
        'Education',
        'Certifications',
        'Awards',
        'Publications',
        'Languages',
        'Volunteering',
        'Interests',
        'References',
      ])
    }
    for (const { id } of resumeTemplates.slice(1)) {
      for (const format of ['pdf', 'docx']) {
        const reply = await t.app.inject({
          method: 'POST',
          url: '/api/v1/resume/ats-check/',
          headers: user.auth,
          payload: { resume_data: sampleResume, template: id, format },
        })
        expect([id, format, reply.json().score >= 98]).toEqual([id, format, true])
      }
    }
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/ats-check/',
      headers: user.auth,
      payload: { resume_data: sampleResume, template: 'nope', format: 'pdf' },
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().detail).toMatch(/^Unknown template "nope"/)
  })
})
