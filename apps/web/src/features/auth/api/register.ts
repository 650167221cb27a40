import type { RegisterRequest, TokenReply } from '@tailor/contracts'
import { api } from '../../../lib/api.ts'
import { requireTokenReply } from './require-token-reply.ts'

export const registerFailedMessage = 'Registration failed. Please try again.'

export async function register(input: RegisterRequest): Promise<TokenReply> {
  const reply = await api('/api/v1/user/register/', { method: 'POST', body: input, auth: false })
  return requireTokenReply(reply)
}
