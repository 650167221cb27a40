import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { join } from 'node:path'
import { emptyResumeData } from '@tailor/contracts'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BACKEND_JOB as JOB, BACKEND_RESUME_FULL_TEXT as RESUME } from './fixtures/backend-resume-text.ts'
import { createTestApp, databaseKinds, type TestApp } from './harness.ts'
import { multipart } from './multipart.ts'

// Everything a hostile or broken client can send, to every route: the API answers 4xx (or 2xx with the
// text cleaned), never 5xx, and valid data next to a bad character is kept.

const NUL = '\u0000'
const LONE = '\uD800'
const BAD = `${NUL}${LONE}\u0001\u007f\u0085\uDFFF`
const repo = join(import.meta.dirname, '../../..')
const sofiaPdf = new Uint8Array(
  readFileSync(join(repo, 'packages/engine/corpus/held-out/files/marketing-sofia-rossi.pdf')),
)
const resumePdf = new Uint8Array(readFileSync(join(import.meta.dirname, 'fixtures', 'resume.pdf')))

const dirty = (text: string) => text.replace('Maria', `Ma${NUL}ria`).replace('Python', `Py${LONE}thon`)

/** UTF-16LE with a byte-order mark, as Windows Notepad saves "Unicode" text. */
const utf16 = (text: string) => {
  const body = Buffer.from(text, 'utf16le')
  return new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xfe]), body]))
}

describe.each(databaseKinds)('hostile input on %s', (kind) => {
  let t: TestApp
  let auth: Record<string, string>
  let analysisId: string
  let letterId: string
  beforeAll(async () => {
    t = await createTestApp(kind, { REGISTRATION_ENABLED: 'true' })
    auth = (await t.signUp({ credits: 500 })).auth
    const tailored = await t.tailor(auth, { resume_text: RESUME, job_description: JOB })
    analysisId = tailored.json().tailored_resume_uuid
    const letter = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cover-letters/generate/',
      headers: auth,
      payload: { job_title: 'Engineer', company_name: 'Acme', job_description: JOB },
    })
    letterId = letter.json().id
  })
  afterAll(() => t.close())

  const send = (options: InjectOptions) =>
    t.app.inject({ ...options, headers: { ...auth, ...(options.headers as Record<string, string>) } })

  it('answers every hostile request below 500', async () => {
    const huge = 'x'.repeat(1_500_000)
    const ids = [
      NUL,
      '%00',
      '%C0%AF',
      '..%2F..%2Fetc%2Fpasswd',
      '..%5C..%5Cwindows',
      'not-a-uuid',
      '00000000-0000-0000-0000-000000000000',
      `${'a'.repeat(99)}`,
      'a'.repeat(5000),
      '%F0%9F%98%80',
      '%ED%A0%80',
      '-1',
      '1e309',
    ]
    const textFields = [
      'resume_text',
      'job_description',
      'job_url',
      'template',
      'tailoring_mode',
      'tailoring_level',
      'export_option',
    ]
    const letterFields = [
      'job_title',
      'company_name',
      'job_description',
      'hiring_manager_name',
      'referral_source',
      'additional_info',
      'tone',
      'template',
      'length',
      'resume_id',
    ]
    const tailorBody = { resume_text: RESUME, job_description: JOB }
    const letterBody = { job_title: 'Engineer', company_name: 'Acme', job_description: JOB }
    const renderData = emptyResumeData()
    renderData.personal_information.name = `Ada${BAD} Byron`
    renderData.professional_summary = `Analyst${BAD}`
    const requests: InjectOptions[] = [
      // Control characters and lone surrogates in every text field.
      ...textFields.map((field) => ({
        method: 'POST' as const,
        url: '/api/v1/resume/tailor/',
        payload: { ...tailorBody, [field]: `${(tailorBody as Record<string, string>)[field] ?? ''}${BAD}` },
      })),
      ...letterFields.map((field) => ({
        method: 'POST' as const,
        url: '/api/v1/cover-letters/generate/',
        payload: { ...letterBody, [field]: `${(letterBody as Record<string, string>)[field] ?? 'x'}${BAD}` },
      })),
      {
        method: 'POST',
        url: '/api/v1/resume/tailor/',
        ...multipart({ resume_text: `${RESUME}${BAD}`, job_description: `${JOB}${BAD}`, job_url: NUL }),
      },
      {
        method: 'POST',
        url: '/api/v1/cover-letters/generate/',
        ...multipart({ ...letterBody, additional_info: BAD }),
      },
      { method: 'POST', url: '/api/v1/resume/parse/', payload: { resume_text: `${RESUME}${BAD}` } },
      { method: 'POST', url: '/api/v1/resume/parse/', payload: { resume_text: BAD } },
      {
        method: 'POST',
        url: '/api/v1/resume/tailor/',
        payload: { resume: { id: NUL }, jobDetails: { content: JOB, url: BAD }, tailoring: { mode: BAD } },
      },
      { method: 'PATCH', url: `/api/v1/cover-letters/${letterId}/`, payload: { content: `Dear${BAD} team` } },
      { method: 'PATCH', url: `/api/v1/cover-letters/${letterId}/`, payload: { content: NUL } },
      {
        method: 'POST',
        url: '/api/v1/resume/render/',
        payload: { resume_data: renderData, tailored_resume_uuid: analysisId },
      },
      {
        method: 'POST',
        url: '/api/v1/resume/render/',
        payload: { resume_data: renderData, template: BAD, tailored_resume_uuid: BAD },
      },
      { method: 'POST', url: '/api/v1/user/token/', payload: { email: `a${NUL}@b.c`, password: BAD } },
      { method: 'POST', url: '/api/v1/user/token/refresh/', payload: { refresh: BAD } },
      {
        method: 'POST',
        url: '/api/v1/user/register/',
        payload: { email: `n${NUL}@example.com`, password: BAD },
      },
      {
        method: 'POST',
        url: '/api/v1/user/register/',
        payload: { email: 'named@example.com', password: 'long enough 1', name: `Zoë${BAD}` },
      },
      // Query strings.
      ...['?search=%00', '?search=%ED%A0%80', '?search=%FF', '?search=%', `?search=${'%27'.repeat(300)}`].map(
        (q) => ({ method: 'GET' as const, url: `/api/v1/cover-letters/history/${q}` }),
      ),
      ...['?page=-1', '?page=1e309', '?page_size=99999999999999999999', '?page=%00', '?page=NaN'].map(
        (q) => ({
          method: 'GET' as const,
          url: `/api/v1/resume/list/${q}`,
        }),
      ),
      { method: 'GET', url: '/api/v1/cover-letters/history/?period=%00&sort=%00&page=0' },
      // Ids in paths: NUL, traversal, overlong, bad encodings, non-UUIDs.
      ...ids.flatMap((id) => [
        { method: 'GET' as const, url: `/api/v1/transactions/verify/${id}/` },
        { method: 'GET' as const, url: `/api/v1/resume/analyses/${id}/` },
        { method: 'GET' as const, url: `/api/v1/resume/analyses/${id}/download/` },
        { method: 'GET' as const, url: `/api/v1/cover-letters/${id}/` },
        { method: 'PATCH' as const, url: `/api/v1/cover-letters/${id}/`, payload: { content: 'Hi' } },
        { method: 'DELETE' as const, url: `/api/v1/cover-letters/${id}/delete/` },
        { method: 'GET' as const, url: `/api/v1/resume/templates/${id}/preview.png` },
      ]),
      // Wrong bodies: not JSON objects, wrong content types, broken JSON, broken multipart, huge strings.
      ...['/api/v1/resume/tailor/', '/api/v1/resume/parse/', '/api/v1/cover-letters/generate/'].flatMap(
        (url) => [
          { method: 'POST' as const, url, payload: 'just text', headers: { 'content-type': 'text/plain' } },
          {
            method: 'POST' as const,
            url,
            payload: '"a json string"',
            headers: { 'content-type': 'application/json' },
          },
          { method: 'POST' as const, url, payload: '42', headers: { 'content-type': 'application/json' } },
          { method: 'POST' as const, url, payload: 'null', headers: { 'content-type': 'application/json' } },
          { method: 'POST' as const, url, payload: '[1,2]', headers: { 'content-type': 'application/json' } },
          {
            method: 'POST' as const,
            url,
            payload: '{"resume_text":',
            headers: { 'content-type': 'application/json' },
          },
          {
            method: 'POST' as const,
            url,
            payload: '{"__proto__":{"x":1}}',
            headers: { 'content-type': 'application/json' },
          },
          {
            method: 'POST' as const,
            url,
            payload: 'a=b',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          },
          { method: 'POST' as const, url, payload: '<x/>', headers: { 'content-type': 'application/xml' } },
          {
            method: 'POST' as const,
            url,
            payload: '--x\r\nbroken',
            headers: { 'content-type': 'multipart/form-data; boundary=x' },
          },
          {
            method: 'POST' as const,
            url,
            payload: 'abc',
            headers: { 'content-type': 'multipart/form-data' },
          },
          {
            method: 'POST' as const,
            url,
            payload: { resume_text: huge, job_description: huge, job_title: huge },
          },
          {
            method: 'POST' as const,
            url,
            payload: { resume_text: 5, job_description: [], job_title: { a: 1 } },
          },
        ],
      ),
      {
        method: 'POST',
        url: '/api/v1/resume/render/',
        payload: 'text',
        headers: { 'content-type': 'text/plain' },
      },
      {
        method: 'PATCH',
        url: `/api/v1/cover-letters/${letterId}/`,
        payload: '"s"',
        headers: { 'content-type': 'application/json' },
      },
      {
        method: 'POST',
        url: '/api/v1/user/token/',
        payload: '[]',
        headers: { 'content-type': 'application/json' },
      },
      // Numbers out of range.
      { method: 'POST', url: '/api/v1/resume/tailor/', payload: { ...tailorBody, tailoring_level: -1 } },
      { method: 'POST', url: '/api/v1/resume/tailor/', payload: { ...tailorBody, tailoring_level: 1e308 } },
      { method: 'POST', url: '/api/v1/resume/tailor/', payload: { ...tailorBody, tailoring_level: '1e309' } },
      // Files: control characters in names, UTF-16 text, a PDF whose icon extracts as U+0000, a text renamed .pdf.
      {
        method: 'POST',
        url: '/api/v1/resume/parse/',
        ...multipart({}, { field: 'file', filename: `../../etc/${NUL}cv.pdf`, bytes: resumePdf }),
      },
      {
        method: 'POST',
        url: '/api/v1/resume/parse/',
        ...multipart({}, { field: 'file', filename: 'cv.txt', bytes: utf16(`${RESUME}\n${NUL}${LONE}`) }),
      },
      {
        method: 'POST',
        url: '/api/v1/resume/parse/',
        ...multipart({}, { field: 'file', filename: 'cv.pdf', bytes: sofiaPdf }),
      },
      {
        method: 'POST',
        url: '/api/v1/resume/tailor/',
        ...multipart({ job_description: JOB }, { field: 'file', filename: 'cv.pdf', bytes: sofiaPdf }),
      },
      {
        method: 'POST',
        url: '/api/v1/resume/parse/',
        ...multipart(
          {},
          { field: 'file', filename: 'cv.pdf', bytes: new TextEncoder().encode(`${RESUME}${BAD}`) },
        ),
      },
      {
        method: 'POST',
        url: '/api/v1/resume/parse/',
        ...multipart(
          {},
          { field: 'file', filename: 'x.pdf', bytes: new TextEncoder().encode('%PDF-1.7\n%%EOF') },
        ),
      },
      // Multipart oddities: two files, a NUL in a field name, an unterminated part, a charset JSON cannot have.
      (() => {
        const boundary = 'hostile'
        const part = (name: string, file?: string) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"` : ''}\r\n\r\n${RESUME}\r\n`
        return {
          method: 'POST' as const,
          url: '/api/v1/resume/parse/',
          payload: `${part('file', 'a.txt')}${part('file', 'b.txt')}--${boundary}--\r\n`,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        }
      })(),
      {
        method: 'POST',
        url: '/api/v1/resume/tailor/',
        payload: `--b\r\nContent-Disposition: form-data; name="job${NUL}_description"\r\n\r\n${JOB}\r\n--b\r\nContent-Disposition: form-data; name="resume_text"\r\n\r\n${RESUME}\r\n--b--\r\n`,
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
      },
      {
        method: 'POST',
        url: '/api/v1/cover-letters/generate/',
        payload: `--b\r\nContent-Disposition: form-data; name="uploaded_resume"; filename="cv.txt"\r\n\r\n${RESUME}`,
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
      },
      {
        method: 'POST',
        url: '/api/v1/resume/tailor/',
        payload: JSON.stringify(tailorBody),
        headers: { 'content-type': 'application/json; charset=utf-16' },
      },
      {
        method: 'POST',
        url: '/api/v1/resume/tailor/',
        payload: `{"resume_text": "${RESUME.replaceAll('\n', '\\n')}\\u0000\\ud800", "job_description": "\\udfff"}`,
        headers: { 'content-type': 'application/json' },
      },
      { method: 'POST', url: '/api/v1/resume/tailor/', payload: { ...tailorBody, resume: null } },
      { method: 'POST', url: '/api/v1/resume/tailor/', payload: { resume: { id: [] }, jobDetails: 5 } },
      // Every other route, with a hostile query string, and methods no route has.
      ...[
        '/healthz',
        '/readyz',
        '/api/v1/config/',
        '/api/v1/credits/balance/',
        '/api/v1/credits/packages/',
        '/api/v1/dashboard/',
        '/api/v1/dashboard/templates/',
        '/api/v1/resume/templates/',
        '/api/v1/resume/latest/',
        '/api/v1/user/me/',
        '/api/docs/openapi.json',
      ].map((url) => ({ method: 'GET' as const, url: `${url}?q=%00%ED%A0%80&page=-1&x[y]=%00` })),
      { method: 'PUT', url: '/api/v1/resume/tailor/', payload: tailorBody },
      { method: 'DELETE', url: '/api/v1/user/me/' },
      { method: 'OPTIONS', url: '/api/v1/resume/tailor/' },
      { method: 'GET', url: `/api/v1/nope/${NUL}/../../etc/passwd` },
      { method: 'GET', url: '/%2e%2e/%2e%2e/etc/passwd' },
      // Headers.
      { method: 'GET', url: '/api/v1/user/me/', headers: { authorization: `Bearer ${NUL}` } },
      { method: 'GET', url: '/api/v1/user/me/', headers: { authorization: 'Bearer a.b.c' } },
      { method: 'GET', url: '/api/v1/dashboard/', headers: { 'accept-language': BAD } },
      { method: 'GET', url: '/api/v1/credits/balance/', headers: { 'content-type': 'application/json' } },
    ]
    const failures: string[] = []
    for (const request of requests) {
      const reply = await send(request)
      const detail = reply.statusCode >= 400 ? (reply.json() as { detail?: string }).detail : 'ok'
      if (reply.statusCode >= 500 || !detail)
        failures.push(`${request.method} ${request.url} → ${reply.statusCode} ${reply.body.slice(0, 120)}`)
    }
    expect(requests.length).toBeGreaterThanOrEqual(150)
    expect(failures).toEqual([])
  }, 120_000)

  it('keeps pasted text and job fields, cleaned of NUL and lone surrogates', async () => {
    const reply = await send({
      method: 'POST',
      url: '/api/v1/resume/tailor/',
      payload: {
        resume_text: dirty(RESUME),
        job_description: `${JOB}${BAD}`,
        job_url: `https://x.example/${NUL}1`,
      },
    })
    expect(reply.statusCode).toBe(200)
    const body = reply.json()
    expect(body.resume_data.personal_information.name).toBe('Maria Lopez')
    expect(JSON.stringify(body.resume_data)).toContain('Python')
    const record = await send({ method: 'GET', url: `/api/v1/resume/analyses/${body.tailored_resume_uuid}/` })
    expect(record.json().applicant_name).toBe('Maria Lopez')
  })

  it('keeps cover-letter fields and edits, cleaned', async () => {
    const made = await send({
      method: 'POST',
      url: '/api/v1/cover-letters/generate/',
      payload: { job_title: `Data${NUL} Engineer`, company_name: `Acme${LONE} Corp`, job_description: JOB },
    })
    expect(made.statusCode).toBe(200)
    expect(made.json().job_info).toMatchObject({ title: 'Data Engineer', company: 'Acme Corp' })
    const edited = await send({
      method: 'PATCH',
      url: `/api/v1/cover-letters/${made.json().id}/`,
      payload: { content: `Dear${NUL} Acme team,\n\nI build${LONE} data pipelines.\n\nBest,\nMaria` },
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json().content).toBe('Dear Acme team,\n\nI build data pipelines.\n\nBest,\nMaria')
    const search = await send({ method: 'GET', url: '/api/v1/cover-letters/history/?search=Ac%00me' })
    expect(search.statusCode).toBe(200)
    expect(search.json().results.map((r: { id: string }) => r.id)).toContain(made.json().id)
  })

  it('saves rendered edits, cleaned', async () => {
    const data = emptyResumeData()
    data.personal_information.name = `Ada${BAD} Byron`
    data.professional_summary = `Data analyst${NUL}.`
    const reply = await send({
      method: 'POST',
      url: '/api/v1/resume/render/',
      payload: { resume_data: data, tailored_resume_uuid: analysisId },
    })
    expect(reply.statusCode).toBe(200)
    const record = (await send({ method: 'GET', url: `/api/v1/resume/analyses/${analysisId}/` })).json()
    expect(record.tailored_resume_data.resume_data.personal_information.name).toBe('Ada Byron')
    expect(record.tailored_resume_data.resume_data.professional_summary).toBe('Data analyst.')
  })

  it('reads a PDF whose phone icon extracts as U+0000 and a UTF-16 text file', async () => {
    const pdf = await send({
      method: 'POST',
      url: '/api/v1/resume/parse/',
      ...multipart({}, { field: 'file', filename: 'sofia.pdf', bytes: sofiaPdf }),
    })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.json().resume_data.personal_information.name).toMatch(/Sofia Rossi/i)
    expect(JSON.stringify(pdf.json())).not.toContain('\\u0000')
    const text = await send({
      method: 'POST',
      url: '/api/v1/resume/parse/',
      ...multipart({}, { field: 'file', filename: 'cv.txt', bytes: utf16(dirty(RESUME)) }),
    })
    expect(text.statusCode).toBe(200)
    expect(text.json().resume_data.personal_information.name).toBe('Maria Lopez')
  })

  it('asks for one file at a time', async () => {
    const boundary = 'two'
    const part = (file: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file}"\r\n\r\n${RESUME}\r\n`
    const reply = await send({
      method: 'POST',
      url: '/api/v1/resume/parse/',
      payload: `${part('a.txt')}${part('b.txt')}--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    })
    expect(reply.statusCode).toBe(400)
    expect(reply.json().detail).toBe('Please upload one file at a time.')
  })

  it('refuses a body that is not a JSON object with a clear 4xx', async () => {
    for (const [payload, type] of [
      ['resume text', 'text/plain'],
      ['"resume text"', 'application/json'],
    ]) {
      const reply = await send({
        method: 'POST',
        url: '/api/v1/resume/tailor/',
        payload,
        headers: { 'content-type': type! },
      })
      expect(reply.statusCode).toBeGreaterThanOrEqual(400)
      expect(reply.statusCode).toBeLessThan(500)
      expect(reply.json().detail).toMatch(/JSON object|Content-Type/i)
    }
  })

  it('cleans the name a Google profile brings before storing it', async () => {
    // A stand-in for Google's userinfo endpoint on loopback.
    const google = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({
          email: 'g-hostile@example.com',
          email_verified: true,
          name: `Zo${NUL}ë${LONE} Ørsted`,
        }),
      )
    })
    await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve))
    const { port } = google.address() as { port: number }
    const open = await createTestApp(kind, {
      GOOGLE_USERINFO_URL: `http://127.0.0.1:${port}/userinfo`,
      REGISTRATION_ENABLED: 'true',
    })
    try {
      const reply = await open.app.inject({
        method: 'POST',
        url: '/api/v1/user/google/',
        payload: { access_token: 't' },
      })
      expect(reply.statusCode).toBe(200)
      expect(reply.json().name).toBe('Zoë Ørsted')
    } finally {
      await open.close()
      google.close()
    }
  })
})
