import type { TokenReply } from '@tailor/contracts'

export const invalidReplyMessage = 'Invalid response from server'

/** A login reply counts only with both tokens present (docs/product.md § Validation); name and email may be filled later. */
export function requireTokenReply(data: unknown): TokenReply {
  if (!data || typeof data !== 'object') throw new Error(invalidReplyMessage)
  const reply = data as Record<string, unknown>
  const { access, refresh } = reply
  if (typeof access !== 'string' || !access || typeof refresh !== 'string' || !refresh) {
    throw new Error(invalidReplyMessage)
  }
  return {
    access,
    refresh,
    name: typeof reply.name === 'string' ? reply.name : '',
    email: typeof reply.email === 'string' ? reply.email : '',
  }
}
