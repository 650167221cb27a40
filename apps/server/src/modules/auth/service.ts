import { randomUUID } from 'node:crypto'
import type { RefreshReply, TokenReply } from '@tailor/contracts'
import type { AppContext } from '../../context.ts'
import type { Executor } from '../../db/database.ts'
import { AppError } from '../../lib/app-error.ts'
import { type User, usersRepository } from '../users/repository.ts'
import { createAccount } from '../users/service.ts'
import { verifyPassword } from './passwords.ts'
import {
  decodeRefreshToken,
  encodeRefreshToken,
  hashRefreshSecret,
  newRefreshSecret,
} from './refresh-token-codec.ts'
import { refreshTokensRepository } from './refresh-tokens-repository.ts'
import { checkSecondFactor, TWO_FACTOR_REQUIRED, TWO_FACTOR_WRONG } from './two-factor.ts'

export const INVALID_CREDENTIALS = 'No active account found with the given credentials.'
export const INVALID_REFRESH = 'Refresh token is invalid or expired. Please log in again.'
export const REGISTRATION_DISABLED =
  'New user registration is currently unavailable. We’re working on improvements to serve you better.'

async function issueRefreshToken(ctx: AppContext, db: Executor, userId: string, familyId: string) {
  const secret = newRefreshSecret()
  const row = await refreshTokensRepository.insert(db, {
    userId,
    familyId,
    secretHash: hashRefreshSecret(secret),
    expiresAt: new Date(Date.now() + ctx.config.refreshTokenTtl * 1000),
  })
  return encodeRefreshToken(row.id, secret)
}

/** Starts a new session (a new refresh-token family) for a signed-in user. */
export async function startSession(ctx: AppContext, user: User): Promise<TokenReply> {
  const familyId = randomUUID()
  const [access, refresh] = await Promise.all([
    ctx.accessTokens.sign(user.id, familyId),
    issueRefreshToken(ctx, ctx.db, user.id, familyId),
  ])
  return { access, refresh, name: user.name, email: user.email }
}

/**
 * Signs in with e-mail and password, plus the authenticator or a recovery code when two-factor sign-in is on.
 * The 401 asking for the code comes only after the right password, so it reveals nothing to a guesser.
 */
export async function logIn(
  ctx: AppContext,
  email: string,
  password: string,
  otp?: string,
): Promise<TokenReply> {
  const user = await usersRepository.findByEmail(ctx.db, email)
  const valid = await verifyPassword(user?.passwordHash ?? null, password)
  if (!user || !valid) throw new AppError('unauthorized', INVALID_CREDENTIALS)
  if (user.totpSecret) {
    if (!otp)
      throw new AppError('unauthorized', TWO_FACTOR_REQUIRED, undefined, { two_factor_required: true })
    if (!(await checkSecondFactor(ctx.db, user, otp))) {
      throw new AppError('unauthorized', TWO_FACTOR_WRONG, undefined, { two_factor_required: true })
    }
  }
  return startSession(ctx, user)
}

/** The stored row of a refresh token whose secret matches, or null. */
async function findRefreshToken(ctx: AppContext, token: string) {
  const decoded = decodeRefreshToken(token)
  if (!decoded) return null
  const row = await refreshTokensRepository.findById(ctx.db, decoded.id)
  return row && row.secretHash === hashRefreshSecret(decoded.secret) ? row : null
}

/**
 * Exchanges a refresh token for a new pair. Tokens rotate: each works once, and presenting a used one
 * (a sign of theft) revokes its whole family so neither the thief nor the owner can continue. A token used
 * again within the grace window (REFRESH_REUSE_GRACE_SECONDS) is taken for two tabs or a retried request
 * refreshing at once: it gets a pair of its own in the same family instead of ending the session.
 */
export async function refreshSession(ctx: AppContext, token: string): Promise<RefreshReply> {
  const row = await findRefreshToken(ctx, token)
  if (!row || row.expiresAt.getTime() <= Date.now() || row.revokedAt) {
    throw new AppError('unauthorized', INVALID_REFRESH)
  }
  if (!(await refreshTokensRepository.markUsed(ctx.db, row.id))) {
    const current = await refreshTokensRepository.findById(ctx.db, row.id)
    const graceEnd = (current?.usedAt?.getTime() ?? 0) + ctx.config.refreshReuseGraceSeconds * 1000
    if (!current || current.revokedAt || graceEnd < Date.now()) {
      await refreshTokensRepository.revokeFamily(ctx.db, row.familyId)
      throw new AppError('unauthorized', INVALID_REFRESH)
    }
  }
  const [access, refresh] = await Promise.all([
    ctx.accessTokens.sign(row.userId, row.familyId),
    issueRefreshToken(ctx, ctx.db, row.userId, row.familyId),
  ])
  return { access, refresh }
}

/** Ends the session the refresh token belongs to; unknown or already ended tokens are fine (logout is idempotent). */
export async function logOut(ctx: AppContext, token: string): Promise<void> {
  const row = await findRefreshToken(ctx, token)
  if (row) await refreshTokensRepository.revokeFamily(ctx.db, row.familyId)
}

export async function register(
  ctx: AppContext,
  input: { email: string; password: string; name?: string },
): Promise<TokenReply> {
  if (!ctx.config.registrationEnabled) throw new AppError('forbidden', REGISTRATION_DISABLED)
  const user = await createAccount(ctx.db, {
    ...input,
    credits: ctx.config.starterCredits,
    creditReason: 'starter credits',
  })
  return startSession(ctx, user)
}
