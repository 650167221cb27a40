import type { DetailReply } from '@tailor/contracts'
import { api } from '../../../lib/api.ts'

/** Asks for a reset link; the server answers the same whether or not the address has an account. */
export const requestPasswordReset = (email: string) =>
  api<DetailReply>('/api/v1/user/password/reset/', { method: 'POST', auth: false, body: { email } })
