import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailer } from './mailer.ts'

const pdf = new TextEncoder().encode('%PDF-1.7 fake body for the attachment test')

describe('createMailer', () => {
  const received: { from: string; to: string[]; raw: string }[] = []
  // A real SMTP server on loopback: the mailer speaks the full protocol to it.
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString(),
        })
        callback()
      })
    },
  })
  let port = 0
  beforeAll(
    () =>
      new Promise<void>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          port = (server.server.address() as { port: number }).port
          resolve()
        }),
      ),
  )
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('delivers through SMTP with the PDF attached', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Tailor <no-reply@tailor.test>',
      outboxDir: mkdtempSync(join(tmpdir(), 'outbox-')),
    })
    const receipt = await mailer.send({
      to: 'ada@example.com',
      subject: 'Your tailored resume',
      text: 'Attached.',
      attachments: [{ filename: 'resume.pdf', content: pdf, contentType: 'application/pdf' }],
    })
    mailer.close()
    expect(receipt.via).toBe('smtp')
    expect(received).toHaveLength(1)
    expect(received[0]!.to).toEqual(['ada@example.com'])
    expect(received[0]!.from).toBe('no-reply@tailor.test')
    expect(received[0]!.raw).toContain('Subject: Your tailored resume')
    expect(received[0]!.raw).toContain('filename=resume.pdf')
    expect(received[0]!.raw).toContain(Buffer.from(pdf).toString('base64').slice(0, 40))
  })

  it('writes an .eml file to the outbox when no SMTP server is configured', async () => {
    const outboxDir = mkdtempSync(join(tmpdir(), 'outbox-'))
    const mailer = createMailer({ from: 'Tailor <no-reply@tailor.test>', outboxDir })
    const receipt = await mailer.send({ to: 'ada@example.com', subject: 'Hello', text: 'Body text' })
    expect(receipt.via).toBe('outbox')
    if (receipt.via !== 'outbox') return
    expect(receipt.path.startsWith(outboxDir)).toBe(true)
    const eml = readFileSync(receipt.path, 'utf8')
    expect(eml).toContain('To: ada@example.com')
    expect(eml).toContain('Body text')
  })

  it('fails loudly when the SMTP server cannot be reached', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'a@b.c', outboxDir: tmpdir() })
    await expect(mailer.send({ to: 'x@example.com', subject: 's', text: 't' })).rejects.toThrow()
  })
})
