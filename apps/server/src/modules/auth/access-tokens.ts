import { errors, jwtVerify, SignJWT } from 'jose'

export type AccessTokens = ReturnType<typeof createAccessTokens>

/** Short-lived HS256 access tokens; the key is imported once at start-up. */
export function createAccessTokens(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret)
  return {
    sign(userId: string): Promise<string> {
      return new SignJWT({ typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key)
    },
    /** The user id of a valid token, or null when it is malformed, forged or expired. */
    async verify(token: string): Promise<string | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] })
        return payload.typ === 'access' && typeof payload.sub === 'string' ? payload.sub : null
      } catch (error) {
        if (error instanceof errors.JOSEError) return null
        throw error
      }
    },
  }
}
