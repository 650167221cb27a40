import { z } from 'zod'

export const tokenRequest = z.object({
  email: z
    .string({ error: 'Email is required.' })
    .trim()
    .min(1, 'Email is required.')
    .max(320)
    .email('Enter a valid email address.'),
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(1024),
  /** The authenticator or recovery code, once the server asked for it (two_factor_required). */
  otp: z.string().trim().max(64).optional(),
})
export type TokenRequest = z.infer<typeof tokenRequest>

export const tokenReply = z.object({
  access: z.string(),
  refresh: z.string(),
  name: z.string(),
  email: z.string(),
})
export type TokenReply = z.infer<typeof tokenReply>

export const refreshRequest = z.object({
  refresh: z.string({ error: 'Refresh token is required.' }).min(1, 'Refresh token is required.').max(4096),
})
/** Logout ends the session (the refresh-token family) the refresh token belongs to. */
export const logoutRequest = refreshRequest.describe('The refresh token of the session to end')
export const refreshReply = z.object({ access: z.string(), refresh: z.string() })
export type RefreshReply = z.infer<typeof refreshReply>

export const googleRequest = z.object({
  access_token: z
    .string({ error: 'access_token is required.' })
    .min(1, 'access_token is required.')
    .max(4096),
})

export const registerRequest = z.object({
  email: z
    .string({ error: 'Email is required.' })
    .trim()
    .min(1, 'Email is required.')
    .max(320)
    .email('Enter a valid email address.'),
  password: z
    .string({ error: 'Password is required.' })
    .min(8, 'Password must be at least 8 characters.')
    .max(1024),
  name: z.string().trim().max(200).optional(),
})
export type RegisterRequest = z.infer<typeof registerRequest>

export const meReply = z.object({
  name: z.string(),
  email: z.string(),
  credits: z.number().int(),
  is_credit_exempt: z.boolean(),
  two_factor_enabled: z.boolean(),
  has_password: z.boolean(),
})
export type MeReply = z.infer<typeof meReply>
