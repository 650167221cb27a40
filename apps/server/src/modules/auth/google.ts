import { cleanText, type TokenReply } from '@tailor/contracts'
import type { AppContext } from '../../context.ts'
import { AppError } from '../../lib/app-error.ts'
import { usersRepository } from '../users/repository.ts'
import { createAccount } from '../users/service.ts'
import { startSession } from './service.ts'

export const GOOGLE_FAILED = 'Google authentication failed. Please try again or use email login.'
export const GOOGLE_NO_ACCOUNT =
  'No Tailor account uses this Google email, and new registration is currently unavailable.'

type GoogleProfile = { email: string; name: string }

/** Asks Google's userinfo endpoint who owns the access token; only a verified email is trusted. */
async function requireGoogleProfile(url: string, accessToken: string): Promise<GoogleProfile> {
  let body: { email?: unknown; email_verified?: unknown; name?: unknown }
  try {
    const reply = await fetch(url, {
      headers: { authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(10_000),
    })
    if (!reply.ok) throw new AppError('unauthorized', GOOGLE_FAILED)
    body = (await reply.json()) as typeof body
  } catch (error) {
    if (error instanceof AppError) throw error
    throw new AppError(
      'unavailable',
      'Google sign-in is unreachable right now. Please try again or use email login.',
    )
  }
  const verified = body.email_verified === true || body.email_verified === 'true'
  if (typeof body.email !== 'string' || !verified) throw new AppError('unauthorized', GOOGLE_FAILED)
  // Text from another service is cleaned like the user's own before it is stored.
  return { email: cleanText(body.email), name: typeof body.name === 'string' ? cleanText(body.name) : '' }
}

export const GOOGLE_TWO_FACTOR =
  'This account uses two-factor sign-in. Log in with your e-mail, password and authenticator code.'

/** Signs in the account with the Google-verified email; creates one only while registration is open. */
export async function signInWithGoogle(ctx: AppContext, accessToken: string): Promise<TokenReply> {
  const profile = await requireGoogleProfile(ctx.config.googleUserinfoUrl, accessToken)
  const existing = await usersRepository.findByEmail(ctx.db, profile.email)
  // Google proves the e-mail, not the second factor this account asked for.
  if (existing?.totpSecret) throw new AppError('forbidden', GOOGLE_TWO_FACTOR)
  if (existing) return startSession(ctx, existing)
  if (!ctx.config.registrationEnabled) throw new AppError('forbidden', GOOGLE_NO_ACCOUNT)
  const user = await createAccount(ctx.db, {
    email: profile.email,
    password: null,
    name: profile.name,
    credits: ctx.config.starterCredits,
    creditReason: 'starter credits',
  })
  return startSession(ctx, user)
}
