import type { TokenReply, TokenRequest } from '@tailor/contracts'
import { api } from '../../../lib/api.ts'
import { requireTokenReply } from './require-token-reply.ts'

export const loginFailedMessage = 'Login failed. Please check credentials and ensure email is verified.'

export async function login(input: TokenRequest): Promise<TokenReply> {
  const reply = await api('/api/v1/user/token/', { method: 'POST', body: input, auth: false })
  return requireTokenReply(reply)
}
