import type { AppContext } from '../../context.ts'
import { AppError } from '../../lib/app-error.ts'
import { hashOneTimeToken, newOneTimeToken } from '../../lib/one-time-token.ts'
import { usersRepository } from '../users/repository.ts'
import { mayMail, requireLinkBase } from './account-mail.ts'
import { accountTokensRepository } from './account-tokens-repository.ts'
import { hashPassword, MIN_PASSWORD_LENGTH } from './passwords.ts'
import { refreshTokensRepository } from './refresh-tokens-repository.ts'

export const RESET_SENT =
  'If an account exists for that e-mail address, we have sent it a link to reset the password.'
export const RESET_INVALID = 'This reset link is invalid, expired or already used. Please ask for a new one.'
export const RESET_DONE =
  'Your password has been changed and every device has been signed out. Log in with the new password.'

/**
 * Mails a reset link when the address belongs to an account. The caller answers the same either way, and the
 * work done for an unknown address is the same lookup, so neither the reply nor its content tells who has an
 * account. Over ACCOUNT_MAIL_PER_HOUR the request is quietly dropped for the same reason.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
  requestOrigin: string,
): Promise<void> {
  const base = requireLinkBase(ctx, requestOrigin)
  const user = await usersRepository.findByEmail(ctx.db, email)
  if (!user || !(await mayMail(ctx, 'reset', user.email))) return
  const { token, hash } = newOneTimeToken()
  const minutes = Math.round(ctx.config.account.resetTtlMs / 60_000)
  await accountTokensRepository.deleteUnused(ctx.db, user.id, 'password_reset')
  await accountTokensRepository.insert(ctx.db, {
    userId: user.id,
    purpose: 'password_reset',
    tokenHash: hash,
    expiresAt: new Date(Date.now() + ctx.config.account.resetTtlMs),
  })
  await ctx.mailer.send({
    to: user.email,
    subject: 'Reset your Tailor password',
    text: [
      `Hello ${user.name},`,
      '',
      'Someone (we hope you) asked to reset the password of your Tailor account. Open this link to choose a new one:',
      '',
      `${base}/reset-password?token=${token}`,
      '',
      `The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
    ].join('\n'),
  })
}

/** Sets a new password from a reset link and ends every session of the account (a thief's included). */
export async function confirmPasswordReset(ctx: AppContext, token: string, password: string): Promise<void> {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AppError('invalid', `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`)
  }
  const passwordHash = await hashPassword(password)
  await ctx.db.transaction(async (tx) => {
    const row = await accountTokensRepository.consume(tx, 'password_reset', hashOneTimeToken(token))
    if (!row) throw new AppError('invalid', RESET_INVALID)
    await usersRepository.update(tx, row.userId, { passwordHash })
    await refreshTokensRepository.revokeAllForUser(tx, row.userId)
  })
}
