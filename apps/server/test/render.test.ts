import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { emptyResumeData, type ResumeData } from '@tailor/contracts'
import { extractDocument } from '@tailor/engine'
import { count, eq } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { downloads } from '../src/db/schema.ts'
import { ANALYST_RESUME_TEXT as RESUME_TEXT } from './fixtures/analyst-resume-text.ts'
import { createTestApp, databaseKinds, type TestApp } from './harness.ts'

const JOB =
  'Senior Data Analyst\nContoso is hiring a Senior Data Analyst to join the insights team.\nRequirements: SQL, Python, Tableau, 3+ years of experience.'

const pdfText = async (body: Buffer) => (await extractDocument(new Uint8Array(body), { maxPages: 50 })).text

function resumeWithJobs(n: number): ResumeData {
  const data = emptyResumeData()
  data.personal_information = {
    ...data.personal_information,
    name: 'Zoë Ørsted',
    email: 'zoe@example.com',
    position: 'Engineer',
  }
  data.professional_summary = 'Engineer.'
  data.work_experience = Array.from({ length: n }, (_, i) => ({
    title: `Engineer ${i + 1}`,
    company: `Company ${i + 1}`,
    dates: `${1970 + i} – ${1971 + i}`,
    achievements: ['Shipped a project on time', 'Mentored two juniors'],
  }))
  return data
}

describe.each(databaseKinds)('templates, rendering and downloads on %s', (kind) => {
  let t: TestApp
  let user: Awaited<ReturnType<TestApp['signUp']>>
  let analysis: { tailored_resume_uuid: string; resume_data: ResumeData; download_url: string }
  beforeAll(async () => {
    t = await createTestApp(kind)
    user = await t.signUp({ credits: 5 })
    const reply = await t.tailor(user.auth, { resume_text: RESUME_TEXT, job_description: JOB })
    analysis = reply.json()
  })
  afterAll(() => t.close())

  const render = (payload: object, auth: Record<string, string> = user.auth) =>
    t.app.inject({ method: 'POST', url: '/api/v1/resume/render/', headers: auth, payload })

  it('lists the real templates, modern first, each with a PNG preview', async () => {
    const { count: n, results } = (await t.app.inject('/api/v1/resume/templates/')).json()
    expect(n).toBeGreaterThanOrEqual(6)
    expect(results[0].id).toBe('modern')
    const image = await t.app.inject(results[1].preview_image)
    expect(image.headers['content-type']).toBe('image/png')
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG')
    expect((await t.app.inject('/api/v1/resume/templates/nope/preview.png')).statusCode).toBe(404)
  })

  it('renders edited data to a PDF and saves the edits to the analysis', async () => {
    const edited = structuredClone(analysis.resume_data)
    edited.work_experience[0]!.achievements[0] = 'Rebuilt the churn dashboard in Tableau for 40 managers'
    const reply = await render({
      resume_data: edited,
      template: 'executive',
      template_id: 'executive',
      tailoring_level: 70,
      tailored_resume_uuid: analysis.tailored_resume_uuid,
    })
    expect(reply.statusCode).toBe(200)
    expect(reply.headers['content-type']).toBe('application/pdf')
    expect(await pdfText(reply.rawPayload)).toContain('Rebuilt the churn dashboard')
    const record = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/resume/analyses/${analysis.tailored_resume_uuid}/`,
        headers: user.auth,
      })
    ).json()
    expect(record.template).toBe('executive')
    expect(record.tailoring_level).toBe(70)
    expect(record.tailored_resume_data.resume_data.work_experience[0].achievements[0]).toContain(
      'Rebuilt the churn',
    )
  })

  it('downloads the latest version under the spec’s file name and counts the download', async () => {
    const reply = await t.app.inject({ method: 'GET', url: analysis.download_url, headers: user.auth })
    expect(reply.statusCode).toBe(200)
    expect(reply.headers['content-disposition']).toBe('attachment; filename="senior_data_analyst_resume.pdf"')
    expect(await pdfText(reply.rawPayload)).toContain('Rebuilt the churn dashboard')
    const [row] = await t.db.select({ n: count() }).from(downloads).where(eq(downloads.userId, user.user.id))
    expect(row?.n).toBe(1)
  })

  it('refuses an unknown template, another user’s analysis and a missing token', async () => {
    const unknown = await render({ resume_data: analysis.resume_data, template: 'fancy' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().detail).toMatch(/Unknown template "fancy"/)
    const stranger = await t.signUp()
    const foreign = await render(
      {
        resume_data: emptyResumeData(),
        template: 'modern',
        tailored_resume_uuid: analysis.tailored_resume_uuid,
      },
      stranger.auth,
    )
    expect(foreign.statusCode).toBe(404)
    const after = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/resume/analyses/${analysis.tailored_resume_uuid}/`,
        headers: user.auth,
      })
    ).json()
    expect(after.applicant_name).toBe('Ada Byron')
    expect(after.tailored_resume_data.resume_data.personal_information.name).toBe('Ada Byron')
    expect((await render({ resume_data: emptyResumeData() }, {})).statusCode).toBe(401)
  })

  it('renders a 50-job resume, or refuses it with a clear 4xx, within the time limit', async () => {
    const started = Date.now()
    const reply = await render({ resume_data: resumeWithJobs(50), template: 'modern' })
    expect([200, 413]).toContain(reply.statusCode)
    if (reply.statusCode === 200) expect(await pdfText(reply.rawPayload)).toContain('Zoë Ørsted')
    else expect(reply.json().detail).toMatch(/shorten/)
    expect(Date.now() - started).toBeLessThan(30_000)
  })

  it('writes the emailed PDF to the outbox when no SMTP server is configured, without showing the path', async () => {
    const reply = await t.tailor(user.auth, {
      resume_text: RESUME_TEXT,
      job_description: JOB,
      export_option: 'both',
    })
    const delivery = reply.json().email_delivery
    expect(delivery.status).toBe('outbox')
    expect(delivery.detail).toMatch(/not configured/)
    expect(delivery.detail).not.toContain(t.config.dataDir)
    expect(delivery.detail).not.toMatch(/\.eml|\//)
    const outbox = join(t.config.dataDir, 'outbox')
    const [file] = readdirSync(outbox)
    const eml = readFileSync(join(outbox, file!), 'utf8')
    expect(eml).toContain(`To: ${user.email}`)
    expect(eml).toContain('filename=resume.pdf')
  })
})

describe('emailing the tailored resume through SMTP', () => {
  const messages: string[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        messages.push(Buffer.concat(chunks).toString())
        done()
      })
    },
  })
  let t: TestApp
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
    const { port } = server.server.address() as { port: number }
    t = await createTestApp('pglite', {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Tailor <jobs@tailor.test>',
    })
  })
  afterAll(async () => {
    await t.close()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  it('sends the PDF to the account’s email when the export option is email', async () => {
    const user = await t.signUp({ credits: 1 })
    const reply = await t.tailor(user.auth, {
      resume_text: RESUME_TEXT,
      job_description: JOB,
      export_option: 'email',
    })
    expect(reply.json().email_delivery).toEqual({
      status: 'sent',
      to: user.email,
      detail: `Sent to ${user.email}.`,
    })
    expect(messages).toHaveLength(1)
    expect(messages[0]).toContain(`To: ${user.email}`)
    expect(messages[0]).toContain('Subject: Your tailored resume for Senior Data Analyst at Contoso')
    expect(messages[0]).toContain('Content-Type: application/pdf; name=resume.pdf')
  })
})
