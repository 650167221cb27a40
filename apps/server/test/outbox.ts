import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export type OutboxMail = { to: string; subject: string; body: string }

/** The .eml files the mailer wrote (no SMTP configured), oldest first, with quoted-printable undone. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = join(dataDir, 'outbox')
  let names: string[]
  try {
    names = readdirSync(dir).sort()
  } catch {
    return []
  }
  return names.map((name) => {
    const raw = readFileSync(join(dir, name), 'utf8')
    const [head = '', ...rest] = raw.split('\n\n')
    const body = rest
      .join('\n\n')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    const header = (field: string) => head.match(new RegExp(`^${field}: (.*)$`, 'mi'))?.[1]?.trim() ?? ''
    return { to: header('To'), subject: header('Subject'), body }
  })
}

/** The token of the newest link to `path` mailed to `to`. */
export function linkToken(dataDir: string, to: string, path: string): string | null {
  const mails = readOutbox(dataDir).filter((m) => m.to === to)
  for (const mail of mails.reverse()) {
    const match = mail.body.match(new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`))
    if (match) return match[1]!
  }
  return null
}
