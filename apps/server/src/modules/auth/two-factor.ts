import { randomBytes } from 'node:crypto'
import { generateSecret, generateURI, verify } from 'otplib'
import QRCode from 'qrcode'
import type { AppContext } from '../../context.ts'
import type { Executor } from '../../db/database.ts'
import { AppError } from '../../lib/app-error.ts'
import { hashOneTimeToken } from '../../lib/one-time-token.ts'
import { type User, usersRepository } from '../users/repository.ts'
import { recoveryCodesRepository } from './recovery-codes-repository.ts'

export const RECOVERY_CODE_COUNT = 10
export const TWO_FACTOR_REQUIRED =
  'Enter the 6-digit code from your authenticator app, or one of your recovery codes.'
export const TWO_FACTOR_WRONG =
  'That code is not right. Check the time on your phone, or use a recovery code.'
export const TWO_FACTOR_ALREADY_ON = 'Two-factor sign-in is already on. Turn it off first to set it up again.'
export const TWO_FACTOR_NOT_STARTED =
  'Start two-factor setup first: scan the QR code, then enter the code it shows.'
export const TWO_FACTOR_OFF = 'Two-factor sign-in is not on for this account.'
export const CODE_WRONG = 'That code is not right. Enter the 6-digit code your authenticator app shows now.'

// One 30-second step either side forgives a phone clock that is slightly off.
const isCurrentCode = async (secret: string, code: string) =>
  /^\d{6}$/.test(code) && (await verify({ secret, token: code, epochTolerance: 30 })).valid

/** Recovery codes read "xxxxx-xxxxx"; spaces, dashes and case are forgiven when they are typed back. */
const normalizeRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase()

function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = randomBytes(8).toString('hex').slice(0, 10)
    return `${raw.slice(0, 5)}-${raw.slice(5)}`
  })
}

/** Starts enrolment: a new pending secret, its otpauth:// URI and that URI as a QR code drawn here (SVG). */
export async function setUpTwoFactor(ctx: AppContext, user: User) {
  if (user.totpSecret) throw new AppError('conflict', TWO_FACTOR_ALREADY_ON)
  const secret = generateSecret()
  await usersRepository.update(ctx.db, user.id, { totpPendingSecret: secret })
  const uri = generateURI({ issuer: 'Tailor', label: user.email, secret })
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  return { secret, otpauth_url: uri, qr_svg: qrSvg }
}

/** Turns 2FA on once a code from the scanned secret checks out; returns the recovery codes, shown only now. */
export async function enableTwoFactor(ctx: AppContext, user: User, code: string): Promise<string[]> {
  if (user.totpSecret) throw new AppError('conflict', TWO_FACTOR_ALREADY_ON)
  if (!user.totpPendingSecret) throw new AppError('invalid', TWO_FACTOR_NOT_STARTED)
  if (!(await isCurrentCode(user.totpPendingSecret, code.trim()))) throw new AppError('invalid', CODE_WRONG)
  const codes = newRecoveryCodes()
  await ctx.db.transaction(async (tx) => {
    await usersRepository.update(tx, user.id, { totpSecret: user.totpPendingSecret, totpPendingSecret: null })
    await recoveryCodesRepository.replace(
      tx,
      user.id,
      codes.map((c) => hashOneTimeToken(normalizeRecoveryCode(c))),
    )
  })
  return codes
}

/** True when `code` is the current TOTP code or an unused recovery code (which it then uses up). */
export async function checkSecondFactor(db: Executor, user: User, code: string): Promise<boolean> {
  if (!user.totpSecret) return true
  const trimmed = code.trim()
  if (await isCurrentCode(user.totpSecret, trimmed)) return true
  return recoveryCodesRepository.consume(db, user.id, hashOneTimeToken(normalizeRecoveryCode(trimmed)))
}

/** Turns 2FA off with a current code or a recovery code. */
export async function disableTwoFactor(ctx: AppContext, user: User, code: string): Promise<void> {
  if (!user.totpSecret) throw new AppError('invalid', TWO_FACTOR_OFF)
  if (!(await checkSecondFactor(ctx.db, user, code))) throw new AppError('invalid', CODE_WRONG)
  await resetTwoFactor(ctx.db, user.id)
}

/** Removes a user's 2FA secret and recovery codes (disable, and the admin CLI's reset). */
export async function resetTwoFactor(db: Executor, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await usersRepository.update(tx, userId, { totpSecret: null, totpPendingSecret: null })
    await recoveryCodesRepository.replace(tx, userId, [])
  })
}
