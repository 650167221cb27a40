import { createHash } from 'node:crypto'
import type { AppContext } from '../../context.ts'
import { AppError } from '../../lib/app-error.ts'

export const LINKS_NOT_CONFIGURED =
  'This server cannot send account e-mails: its operator has not set PUBLIC_URL. Please contact support.'

/**
 * The address links in account e-mails start with. In production only PUBLIC_URL is trusted: building links
 * from the request's Host header would let anyone make the server mail a reset link to their own site.
 */
export function requireLinkBase(ctx: AppContext, requestOrigin: string): string {
  const base = ctx.config.publicUrl ?? (ctx.config.production ? null : requestOrigin)
  if (!base) throw new AppError('unavailable', LINKS_NOT_CONFIGURED)
  return base
}

/**
 * Counts an account e-mail to this address; false once ACCOUNT_MAIL_PER_HOUR were sent in the hour, so a
 * stranger cannot flood somebody's inbox. Keys are hashed so the shared store reveals no addresses.
 */
export async function mayMail(ctx: AppContext, kind: string, address: string): Promise<boolean> {
  const key = `account-mail:${createHash('sha256').update(`${kind}\n${address.trim().toLowerCase()}`).digest('hex')}`
  return (await ctx.counters.increment(key, 3_600_000)).count <= ctx.config.account.mailsPerHour
}
