import type { AppContext } from '../../context.ts'
import { AppError } from '../../lib/app-error.ts'
import { hashOneTimeToken, newOneTimeToken } from '../../lib/one-time-token.ts'
import { mayMail, requireLinkBase } from '../auth/account-mail.ts'
import { accountTokensRepository } from '../auth/account-tokens-repository.ts'
import { hashPassword, verifyPassword } from '../auth/passwords.ts'
import { refreshTokensRepository } from '../auth/refresh-tokens-repository.ts'
import { type User, usersRepository } from '../users/repository.ts'

export const WRONG_PASSWORD = 'Your current password is not right.'
export const NO_PASSWORD =
  'This account signs in with Google and has no password yet. Set one with “Forgot password?” on the log-in page first.'
export const EMAIL_TAKEN = 'An account with this email already exists.'
export const EMAIL_SAME = 'That is already your e-mail address.'
export const EMAIL_LINK_INVALID =
  'This confirmation link is invalid, expired or already used. Please change the e-mail again.'
export const EMAIL_MAIL_LIMIT =
  'Too many confirmation e-mails to this address in the last hour. Please try again later.'
export const NOT_FOUND = 'This account no longer exists.'

export async function requireAccount(ctx: AppContext, userId: string): Promise<User> {
  const user = await usersRepository.findById(ctx.db, userId)
  if (!user) throw new AppError('unauthorized', NOT_FOUND)
  return user
}

/** Re-entering the password guards the changes a borrowed, signed-in device should not make. */
export async function requirePassword(user: User, password: string): Promise<void> {
  if (!user.passwordHash) throw new AppError('invalid', NO_PASSWORD)
  if (!(await verifyPassword(user.passwordHash, password))) throw new AppError('invalid', WRONG_PASSWORD)
}

/** Changes the password and ends every other session; the device that changed it stays signed in. */
export async function changePassword(
  ctx: AppContext,
  userId: string,
  sessionId: string,
  current: string,
  next: string,
): Promise<void> {
  const user = await requireAccount(ctx, userId)
  await requirePassword(user, current)
  const passwordHash = await hashPassword(next)
  await ctx.db.transaction(async (tx) => {
    await usersRepository.update(tx, userId, { passwordHash })
    await refreshTokensRepository.revokeAllForUser(tx, userId, sessionId)
  })
}

/**
 * Mails a confirmation link to the new address; the e-mail changes only when it is opened, so a typo cannot
 * lock the owner out. The old address is told, so a takeover does not go unnoticed.
 */
export async function requestEmailChange(
  ctx: AppContext,
  userId: string,
  input: { newEmail: string; password: string; origin: string },
): Promise<void> {
  const base = requireLinkBase(ctx, input.origin)
  const user = await requireAccount(ctx, userId)
  await requirePassword(user, input.password)
  const newEmail = input.newEmail.trim().toLowerCase()
  if (newEmail === user.email) throw new AppError('invalid', EMAIL_SAME)
  if (await usersRepository.findByEmail(ctx.db, newEmail)) throw new AppError('conflict', EMAIL_TAKEN)
  if (!(await mayMail(ctx, 'email-change', newEmail))) throw new AppError('rate_limited', EMAIL_MAIL_LIMIT)
  const { token, hash } = newOneTimeToken()
  await accountTokensRepository.deleteUnused(ctx.db, userId, 'email_change')
  await accountTokensRepository.insert(ctx.db, {
    userId,
    purpose: 'email_change',
    tokenHash: hash,
    newEmail,
    expiresAt: new Date(Date.now() + ctx.config.account.emailConfirmTtlMs),
  })
  await ctx.mailer.send({
    to: newEmail,
    subject: 'Confirm your new Tailor e-mail address',
    text: [
      `Hello ${user.name},`,
      '',
      `Open this link to make ${newEmail} the e-mail address of your Tailor account:`,
      '',
      `${base}/confirm-email?token=${token}`,
      '',
      'The link works once. If you did not ask for this, ignore this e-mail.',
    ].join('\n'),
  })
  await ctx.mailer.send({
    to: user.email,
    subject: 'Your Tailor e-mail address is being changed',
    text: [
      `Hello ${user.name},`,
      '',
      `Someone signed in to your Tailor account asked to change its e-mail address to ${newEmail}.`,
      'If that was not you, change your password now and sign out everywhere from Settings.',
    ].join('\n'),
  })
}

/** Applies a confirmed e-mail change; the address may have been taken meanwhile. */
export async function confirmEmailChange(ctx: AppContext, token: string): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const row = await accountTokensRepository.consume(tx, 'email_change', hashOneTimeToken(token))
    if (!row?.newEmail) throw new AppError('invalid', EMAIL_LINK_INVALID)
    if (await usersRepository.findByEmail(tx, row.newEmail)) throw new AppError('conflict', EMAIL_TAKEN)
    await usersRepository.update(tx, row.userId, { email: row.newEmail })
    return row.newEmail
  })
}
