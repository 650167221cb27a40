import {
  deleteMeRequest,
  detailReply,
  emailChangeConfirmRequest,
  emailChangeRequest,
  errorReply,
  passwordChangeRequest,
  sessionsReply,
  twoFactorCodeRequest,
  twoFactorEnableReply,
  twoFactorSetupReply,
  updateMeRequest,
} from '@tailor/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { binaryFile } from '../../lib/binary-file.ts'
import { requireUser } from '../../plugins/require-user.ts'
import { refreshTokensRepository } from '../auth/refresh-tokens-repository.ts'
import { disableTwoFactor, enableTwoFactor, setUpTwoFactor } from '../auth/two-factor.ts'
import { usersRepository } from '../users/repository.ts'
import { deleteAccount } from './delete-account.ts'
import { exportAccount } from './export-account.ts'
import { changePassword, confirmEmailChange, requestEmailChange, requireAccount } from './service.ts'

export const PASSWORD_CHANGED = 'Your password has been changed. Other devices have been signed out.'
export const EMAIL_LINK_SENT =
  'We have sent a confirmation link to the new address. Your e-mail changes when you open it.'
export const SIGNED_OUT_ELSEWHERE = 'Every other device has been signed out.'
export const TWO_FACTOR_DISABLED = 'Two-factor sign-in is off.'

const security = [{ bearer: [] }]
const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`

export const accountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const signedIn = requireUser(ctx)
  // Password checks cost ~11 ms of argon2 each; like sign-in they are limited per address.
  const perIp = { rateLimit: { max: ctx.config.loginRateLimitPerMinute, timeWindow: '1 minute' } }
  const me = (request: FastifyRequest) => requireAccount(ctx, request.userId)

  app.patch(
    '/user/me/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Change the name',
        security,
        body: updateMeRequest,
        response: { 200: z.object({ name: z.string() }), 400: errorReply, 401: errorReply },
      },
    },
    async (request) => {
      await me(request)
      await usersRepository.update(ctx.db, request.userId, { name: request.body.name })
      return { name: request.body.name }
    },
  )

  app.delete(
    '/user/me/',
    {
      preHandler: signedIn,
      config: perIp,
      schema: {
        tags: ['account'],
        summary: 'Delete the account, its records and its stored files (password required)',
        security,
        body: deleteMeRequest,
        response: { 204: z.null(), 400: errorReply, 401: errorReply, 429: errorReply },
      },
    },
    async (request, reply) => {
      await deleteAccount(ctx, request.userId, request.body.password)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/user/me/export/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Download everything stored about the account as a ZIP',
        security,
        response: { 200: binaryFile('application/zip'), 401: errorReply },
      },
    },
    async (request, reply) => {
      const zip = await exportAccount(ctx, request.userId)
      const day = new Date().toISOString().slice(0, 10)
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="tailor-data-${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(zip))
    },
  )

  app.post(
    '/user/password/change/',
    {
      preHandler: signedIn,
      config: perIp,
      schema: {
        tags: ['account'],
        summary: 'Change the password (the current one is required); other sessions end',
        security,
        body: passwordChangeRequest,
        response: { 200: detailReply, 400: errorReply, 401: errorReply, 429: errorReply },
      },
    },
    async (request) => {
      const { current_password, new_password } = request.body
      await changePassword(ctx, request.userId, request.sessionId, current_password, new_password)
      return { detail: PASSWORD_CHANGED }
    },
  )

  app.post(
    '/user/email/change/',
    {
      preHandler: signedIn,
      config: perIp,
      schema: {
        tags: ['account'],
        summary: 'Ask to change the e-mail address: a confirmation link goes to the new one',
        security,
        body: emailChangeRequest,
        response: {
          202: detailReply,
          400: errorReply,
          401: errorReply,
          409: errorReply,
          429: errorReply,
          503: errorReply,
        },
      },
    },
    async (request, reply) => {
      const { new_email, password } = request.body
      await requestEmailChange(ctx, request.userId, {
        newEmail: new_email,
        password,
        origin: origin(request),
      })
      return reply.code(202).send({ detail: EMAIL_LINK_SENT })
    },
  )

  app.post(
    '/user/email/change/confirm/',
    {
      config: perIp,
      schema: {
        tags: ['account'],
        summary: 'Confirm an e-mail change with the token from the link',
        body: emailChangeConfirmRequest,
        response: {
          200: z.object({ email: z.string(), detail: z.string() }),
          400: errorReply,
          409: errorReply,
        },
      },
    },
    async (request) => {
      const email = await confirmEmailChange(ctx, request.body.token)
      return { email, detail: `Your e-mail address is now ${email}.` }
    },
  )

  app.get(
    '/user/sessions/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Signed-in sessions (devices) of the account',
        security,
        response: { 200: sessionsReply, 401: errorReply },
      },
    },
    async (request) => {
      const sessions = await refreshTokensRepository.listActive(ctx.db, request.userId)
      return {
        results: sessions.map((s) => ({
          id: s.familyId,
          started_at: s.startedAt.toISOString(),
          last_active_at: s.lastActiveAt.toISOString(),
          current: s.familyId === request.sessionId,
        })),
      }
    },
  )

  app.post(
    '/user/sessions/revoke-others/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Sign out everywhere else: end every session but this one',
        security,
        response: { 200: detailReply, 401: errorReply },
      },
    },
    async (request) => {
      await refreshTokensRepository.revokeAllForUser(ctx.db, request.userId, request.sessionId)
      return { detail: SIGNED_OUT_ELSEWHERE }
    },
  )

  app.post(
    '/user/2fa/setup/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Start two-factor enrolment: a new secret and its QR code',
        security,
        response: { 200: twoFactorSetupReply, 401: errorReply, 409: errorReply },
      },
    },
    async (request) => setUpTwoFactor(ctx, await me(request)),
  )

  app.post(
    '/user/2fa/enable/',
    {
      preHandler: signedIn,
      config: perIp,
      schema: {
        tags: ['account'],
        summary: 'Turn two-factor sign-in on with a code from the app; returns ten single-use recovery codes',
        security,
        body: twoFactorCodeRequest,
        response: {
          200: twoFactorEnableReply,
          400: errorReply,
          401: errorReply,
          409: errorReply,
          429: errorReply,
        },
      },
    },
    async (request) => ({ recovery_codes: await enableTwoFactor(ctx, await me(request), request.body.code) }),
  )

  app.post(
    '/user/2fa/disable/',
    {
      preHandler: signedIn,
      config: perIp,
      schema: {
        tags: ['account'],
        summary: 'Turn two-factor sign-in off with a code from the app or a recovery code',
        security,
        body: twoFactorCodeRequest,
        response: { 200: detailReply, 400: errorReply, 401: errorReply, 429: errorReply },
      },
    },
    async (request) => {
      await disableTwoFactor(ctx, await me(request), request.body.code)
      return { detail: TWO_FACTOR_DISABLED }
    },
  )
}
