import { createHash, randomBytes } from 'node:crypto'

// A refresh token is "<row id>.<secret>": only a hash of the secret is stored, so a database leak reveals no token.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const newRefreshSecret = () => randomBytes(32).toString('base64url')

export const hashRefreshSecret = (secret: string) => createHash('sha256').update(secret).digest('hex')

export const encodeRefreshToken = (id: string, secret: string) => `${id}.${secret}`

export function decodeRefreshToken(token: string): { id: string; secret: string } | null {
  const [id, secret, ...rest] = token.split('.')
  if (!id || !secret || rest.length > 0 || !UUID.test(id)) return null
  return { id, secret }
}
