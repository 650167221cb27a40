import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer from 'nodemailer'

export type MailAttachment = { filename: string; content: Uint8Array; contentType: string }
export type Mail = { to: string; subject: string; text: string; attachments?: MailAttachment[] }
/** How a message left: through SMTP, or written to the outbox folder when no SMTP server is configured. */
export type MailReceipt = { via: 'smtp'; messageId: string } | { via: 'outbox'; path: string }

export type Mailer = { send(mail: Mail): Promise<MailReceipt>; close(): void }

export function createMailer(settings: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  const smtp = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : null
  // Without SMTP the same message is rendered to RFC 822 and kept as an .eml file anyone can open.
  const outbox = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })

  const toMessage = (mail: Mail) => ({
    from: settings.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    attachments: mail.attachments?.map((a) => ({
      filename: a.filename,
      content: Buffer.from(a.content),
      contentType: a.contentType,
    })),
  })

  return {
    async send(mail) {
      if (smtp) {
        const info = await smtp.sendMail(toMessage(mail))
        return { via: 'smtp', messageId: info.messageId }
      }
      const info = (await outbox.sendMail(toMessage(mail))) as unknown as {
        message: Buffer
        messageId: string
      }
      await mkdir(settings.outboxDir, { recursive: true })
      const path = join(
        settings.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID().slice(0, 8)}.eml`,
      )
      await writeFile(path, info.message)
      return { via: 'outbox', path }
    },
    close() {
      smtp?.close()
    },
  }
}
