import { createHash, randomBytes } from 'node:crypto'

/** A random token for an e-mailed link and the hash stored in its place, so a database leak reveals no link. */
export function newOneTimeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashOneTimeToken(token) }
}

export const hashOneTimeToken = (token: string) => createHash('sha256').update(token).digest('hex')
