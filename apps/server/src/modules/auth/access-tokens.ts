import { errors, jwtVerify, SignJWT } from 'jose'

export type AccessTokens = ReturnType<typeof createAccessTokens>

export type AccessClaims = { userId: string; familyId: string }

/**
 * Short-lived HS256 access tokens; the key is imported once at start-up. Each names its session (the
 * refresh-token family) so logging out or a detected replay can refuse it before it expires.
 */
export function createAccessTokens(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret)
  return {
    sign(userId: string, familyId: string): Promise<string> {
      return new SignJWT({ typ: 'access', fid: familyId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key)
    },
    /** The claims of a valid token, or null when it is malformed, forged, expired or names no session. */
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] })
        if (payload.typ !== 'access' || typeof payload.sub !== 'string' || typeof payload.fid !== 'string') {
          return null
        }
        return { userId: payload.sub, familyId: payload.fid }
      } catch (error) {
        if (error instanceof errors.JOSEError) return null
        throw error
      }
    },
  }
}
