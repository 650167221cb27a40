import type { FastifyRequest } from 'fastify'
import type { AppContext } from '../context.ts'
import { AppError } from '../lib/app-error.ts'
import { refreshTokensRepository } from '../modules/auth/refresh-tokens-repository.ts'

declare module 'fastify' {
  interface FastifyRequest {
    userId: string
    /** The session (refresh-token family) the access token belongs to. */
    sessionId: string
  }
}

export const NO_CREDENTIALS = 'Authentication credentials were not provided.'
export const INVALID_TOKEN = 'Your session has expired or is invalid. Please log in again.'

/**
 * A preHandler that admits only requests with a valid bearer access token of a session that has not ended
 * (logout, replay), and sets request.userId. The session check is one indexed lookup per request.
 */
export function requireUser(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization
    if (!header) throw new AppError('unauthorized', NO_CREDENTIALS)
    const [scheme, token] = header.split(' ')
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw new AppError('unauthorized', INVALID_TOKEN)
    const claims = await ctx.accessTokens.verify(token)
    if (!claims || (await refreshTokensRepository.isFamilyRevoked(ctx.db, claims.familyId))) {
      throw new AppError('unauthorized', INVALID_TOKEN)
    }
    request.userId = claims.userId
    request.sessionId = claims.familyId
  }
}
