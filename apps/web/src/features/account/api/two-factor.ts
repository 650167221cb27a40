import type { DetailReply, TwoFactorEnableReply, TwoFactorSetupReply } from '@tailor/contracts'
import { api } from '../../../lib/api.ts'

export const setUpTwoFactor = () => api<TwoFactorSetupReply>('/api/v1/user/2fa/setup/', { method: 'POST' })

export const enableTwoFactor = (code: string) =>
  api<TwoFactorEnableReply>('/api/v1/user/2fa/enable/', { method: 'POST', body: { code } })

export const disableTwoFactor = (code: string) =>
  api<DetailReply>('/api/v1/user/2fa/disable/', { method: 'POST', body: { code } })
