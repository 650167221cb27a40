import { z } from 'zod'
import { errorReply, isoDateTime } from './common.ts'

// Account settings: password reset and change, e-mail change, sessions, two-factor sign-in, export, deletion.

const email = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(320)
    .email('Enter a valid email address.')
const newPassword = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .min(8, 'Password must be at least 8 characters.')
    .max(1024)
const currentPassword = z
  .string({ error: 'Enter your current password.' })
  .min(1, 'Enter your current password.')
  .max(1024)
const code = z.string({ error: 'Enter the code.' }).trim().min(1, 'Enter the code.').max(64)

/** A 401 of the sign-in call says whether it wants a second factor. */
export const tokenErrorReply = errorReply.extend({ two_factor_required: z.boolean().optional() })

/** Replies that only confirm, in words for the user. */
export const detailReply = z.object({ detail: z.string() })
export type DetailReply = z.infer<typeof detailReply>

export const passwordResetRequest = z.object({ email: email('Email') })
export const passwordResetConfirmRequest = z.object({
  token: z
    .string({ error: 'The reset link is incomplete.' })
    .min(1, 'The reset link is incomplete.')
    .max(200),
  password: newPassword('Password'),
})
export const passwordChangeRequest = z.object({
  current_password: currentPassword,
  new_password: newPassword('New password'),
})
export const emailChangeRequest = z.object({ new_email: email('New email'), password: currentPassword })
export const emailChangeConfirmRequest = z.object({
  token: z.string({ error: 'The link is incomplete.' }).min(1, 'The link is incomplete.').max(200),
})
export const updateMeRequest = z.object({
  name: z.string({ error: 'Name is required.' }).trim().min(1, 'Name is required.').max(200),
})
export const deleteMeRequest = z.object({ password: currentPassword })

export const sessionItem = z.object({
  id: z.string(),
  started_at: isoDateTime,
  last_active_at: isoDateTime,
  current: z.boolean(),
})
export type SessionItem = z.infer<typeof sessionItem>
export const sessionsReply = z.object({ results: z.array(sessionItem) })
export type SessionsReply = z.infer<typeof sessionsReply>

export const twoFactorSetupReply = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  /** The otpauth URL as an SVG QR code, drawn on the server (no third-party image service). */
  qr_svg: z.string(),
})
export type TwoFactorSetupReply = z.infer<typeof twoFactorSetupReply>
export const twoFactorCodeRequest = z.object({ code })
export const twoFactorEnableReply = z.object({ recovery_codes: z.array(z.string()) })
export type TwoFactorEnableReply = z.infer<typeof twoFactorEnableReply>
