import type { TokenReply } from '@tailor/contracts'
import { api } from '../../../lib/api.ts'
import { requireTokenReply } from './require-token-reply.ts'

export const googleServerFailedMessage = 'Google authentication failed. Please try again or use email login.'
export const googlePopupFailedMessage = 'Google login failed. Please try again or use email login.'

const userInfoUrl = 'https://www.googleapis.com/oauth2/v3/userinfo'

/** Exchanges a Google access token for our session; Google's user info fills a missing name or email. */
export async function googleLogin(accessToken: string): Promise<TokenReply> {
  const reply = requireTokenReply(
    await api('/api/v1/user/google/', { method: 'POST', body: { access_token: accessToken }, auth: false }),
  )
  if (reply.name && reply.email) return reply
  try {
    const response = await fetch(userInfoUrl, { headers: { Authorization: `Bearer ${accessToken}` } })
    if (!response.ok) return reply
    const info = (await response.json()) as { name?: string; email?: string }
    return { ...reply, name: reply.name || info.name || '', email: reply.email || info.email || '' }
  } catch {
    return reply
  }
}
