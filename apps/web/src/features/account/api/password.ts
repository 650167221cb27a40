import type { DetailReply } from '@tailor/contracts'
import { api } from '../../../lib/api.ts'

export const confirmPasswordReset = (token: string, password: string) =>
  api<DetailReply>('/api/v1/user/password/reset/confirm/', {
    method: 'POST',
    auth: false,
    body: { token, password },
  })

export const changePassword = (current_password: string, new_password: string) =>
  api<DetailReply>('/api/v1/user/password/change/', {
    method: 'POST',
    body: { current_password, new_password },
  })
