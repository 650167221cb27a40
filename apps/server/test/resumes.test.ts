import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, databaseKinds, type TestApp } from './harness.ts'
import { multipart } from './multipart.ts'
import { docxZipBomb } from './zip-bomb.ts'

const fixture = (name: string) => new Uint8Array(readFileSync(join(import.meta.dirname, 'fixtures', name)))

describe.each(databaseKinds)('resume upload and parsing on %s', (kind) => {
  let t: TestApp
  let user: Awaited<ReturnType<TestApp['signUp']>>
  beforeAll(async () => {
    t = await createTestApp(kind)
    user = await t.signUp()
  })
  afterAll(() => t.close())

  const upload = (bytes: Uint8Array, filename: string, auth: Record<string, string> = user.auth) => {
    const form = multipart({}, { field: 'file', filename, bytes })
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/parse/',
      ...form,
      headers: { ...form.headers, ...auth },
    })
  }
  const latest = (auth: Record<string, string> = user.auth) =>
    t.app.inject({ method: 'GET', url: '/api/v1/resume/latest/', headers: auth })

  it('parses an uploaded PDF into the editor shape, stores it and lists it, without a credit', async () => {
    const reply = await upload(fixture('resume.pdf'), 'Maria Lopez.pdf')
    expect(reply.statusCode).toBe(200)
    const body = reply.json()
    expect(body.source).toEqual({ filename: 'Maria Lopez.pdf', format: 'pdf', pages: 1 })
    expect(body.resume_data.personal_information).toMatchObject({
      name: 'Maria Lopez',
      email: 'maria.lopez@example.com',
      phone: '(555) 123-4567',
    })
    expect(body.resume_data.skills).toEqual(expect.arrayContaining(['Python', 'Go', 'PostgreSQL']))
    const list = (await latest()).json()
    expect(list.results[0]).toMatchObject({ id: body.id, filename: 'Maria Lopez.pdf', format: 'pdf' })
    const stored = await t.ctx.storage.get(
      `resumes/${user.user.id}/${await sha256(fixture('resume.pdf'))}.pdf`,
    )
    expect(stored).toEqual(fixture('resume.pdf'))
  })

  it('decides the type from the bytes, not the name, and reuses a re-uploaded file', async () => {
    const first = (await upload(fixture('resume.pdf'), 'cv.docx')).json()
    expect(first.source.format).toBe('pdf')
    const again = (await upload(fixture('resume.pdf'), 'cv-again.pdf')).json()
    expect(again.id).toBe(first.id)
    const list = (await latest()).json()
    expect(list.results.filter((r: { id: string }) => r.id === first.id)).toHaveLength(1)
    expect(list.results[0].filename).toBe('cv-again.pdf')
  })

  it('parses pasted text sent as JSON', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/parse/',
      headers: user.auth,
      payload: { resume_text: 'Jane Roe\njane@example.com\n\nSkills\nExcel, SQL, Tableau' },
    })
    expect(reply.statusCode).toBe(200)
    expect(reply.json().source.format).toBe('txt')
    expect(reply.json().resume_data.personal_information.email).toBe('jane@example.com')
  })

  it('refuses blank text and a form without a file with clear messages', async () => {
    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/parse/',
      headers: user.auth,
      payload: { resume_text: '   ' },
    })
    expect(blank.statusCode).toBe(400)
    expect(blank.json()).toEqual({ detail: 'Please provide your resume text.' })
    const form = multipart({ note: 'no file' })
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/parse/',
      ...form,
      headers: { ...form.headers, ...user.auth },
    })
    expect(empty.statusCode).toBe(400)
  })

  it.each([
    ['a 1-byte file', new Uint8Array([0x25]), 'x.pdf', 400],
    [
      'binary garbage named .pdf',
      new Uint8Array(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251)),
      'x.pdf',
      400,
    ],
    ['a truncated PDF', fixture('resume.pdf').slice(0, 5000), 'x.pdf', 400],
    ['an encrypted PDF', fixture('encrypted.pdf'), 'x.pdf', 400],
    ['a 500-page PDF', fixture('long-500-pages.pdf'), 'x.pdf', 413],
    ['a truncated DOCX-like zip', docxZipBomb(1024).slice(0, 200), 'x.docx', 400],
  ])('answers %s with a clear 4xx detail', async (_label, bytes, filename, status) => {
    const reply = await upload(bytes, filename)
    expect(reply.statusCode).toBe(status)
    expect(reply.json().detail).toMatch(/[A-Za-z]{3,}.*\./)
    expect(reply.json().detail).not.toMatch(/Error:|at \w+ \(/)
  })

  it('refuses a DOCX zip bomb without inflating it and keeps serving', async () => {
    const bomb = docxZipBomb()
    const before = process.memoryUsage().rss
    const reply = await upload(bomb, 'bomb.docx')
    expect(reply.statusCode).toBeGreaterThanOrEqual(400)
    expect(reply.statusCode).toBeLessThan(500)
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024)
    expect((await t.app.inject('/healthz')).statusCode).toBe(200)
  })

  it('answers a file over the size limit with 413', async () => {
    const small = await createTestApp(kind, { MAX_UPLOAD_MB: '0.01' })
    try {
      const owner = await small.signUp()
      const form = multipart({}, { field: 'file', filename: 'big.pdf', bytes: fixture('resume.pdf') })
      const reply = await small.app.inject({
        method: 'POST',
        url: '/api/v1/resume/parse/',
        ...form,
        headers: { ...form.headers, ...owner.auth },
      })
      expect(reply.statusCode).toBe(413)
      expect(reply.json().detail).toMatch(/larger than/)
    } finally {
      await small.close()
    }
  })

  it('keeps each user within the storage quota, counting a re-upload once', async () => {
    const small = await createTestApp(kind, { MAX_STORAGE_MB_PER_USER: '0.002' })
    try {
      const [owner, other] = [await small.signUp(), await small.signUp()]
      const text = (n: number) => `Ada Byron ${n}\nada@example.com\nSummary\n${'Data analyst. '.repeat(100)}`
      const parse = (n: number, auth: Record<string, string>) =>
        small.app.inject({
          method: 'POST',
          url: '/api/v1/resume/parse/',
          headers: auth,
          payload: { resume_text: text(n) },
        })
      expect((await parse(1, owner.auth)).statusCode).toBe(200)
      expect((await parse(1, owner.auth)).statusCode).toBe(200)
      const full = await parse(2, owner.auth)
      expect(full.statusCode).toBe(413)
      expect(full.json().detail).toMatch(/storage.*previous resume/i)
      expect((await parse(2, other.auth)).statusCode).toBe(200)
    } finally {
      await small.close()
    }
  })

  it('never lists another user’s resumes and requires a token', async () => {
    const stranger = await t.signUp()
    expect((await latest(stranger.auth)).json()).toEqual({ count: 0, results: [] })
    expect((await latest({})).statusCode).toBe(401)
  })
})

async function sha256(bytes: Uint8Array) {
  const { createHash } = await import('node:crypto')
  return createHash('sha256').update(bytes).digest('hex')
}
