import {
  detailReply,
  errorReply,
  googleRequest,
  logoutRequest,
  meReply,
  passwordResetConfirmRequest,
  passwordResetRequest,
  refreshReply,
  refreshRequest,
  registerRequest,
  tokenErrorReply,
  tokenReply,
  tokenRequest,
} from '@tailor/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { AppError } from '../../lib/app-error.ts'
import { requireUser } from '../../plugins/require-user.ts'
import { usersRepository } from '../users/repository.ts'
import { signInWithGoogle } from './google.ts'
import { createLoginThrottle } from './login-throttle.ts'
import { confirmPasswordReset, RESET_DONE, RESET_SENT, requestPasswordReset } from './password-reset.ts'
import { logIn, logOut, refreshSession, register } from './service.ts'

const TOO_MANY_ATTEMPTS =
  'Too many sign-in attempts for this account from your address. Please wait 15 minutes and try again.'

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const throttle = createLoginThrottle(ctx.counters)
  const perIp = { rateLimit: { max: ctx.config.loginRateLimitPerMinute, timeWindow: '1 minute' } }

  app.post(
    '/user/token/',
    {
      config: perIp,
      schema: {
        tags: ['auth'],
        summary: 'Log in with email and password',
        body: tokenRequest,
        response: {
          200: tokenReply,
          400: errorReply,
          401: tokenErrorReply,
          429: errorReply,
          503: errorReply,
        },
      },
    },
    async (request) => {
      const { email, password, otp } = request.body
      // Wrong second-factor codes count against the same limit as wrong passwords.
      const attempt = await throttle.attempt(request.ip, email)
      if (!attempt.allowed) throw new AppError('rate_limited', TOO_MANY_ATTEMPTS, attempt.retryAfterSeconds)
      const session = await logIn(ctx, email, password, otp)
      await throttle.succeeded(request.ip, email)
      return session
    },
  )

  app.post(
    '/user/token/refresh/',
    {
      config: perIp,
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new access and refresh token (rotation)',
        body: refreshRequest,
        response: { 200: refreshReply, 400: errorReply, 401: errorReply },
      },
    },
    (request) => refreshSession(ctx, request.body.refresh),
  )

  app.post(
    '/user/logout/',
    {
      config: perIp,
      schema: {
        tags: ['auth'],
        summary: 'Log out: end the session of this refresh token, its access tokens included',
        body: logoutRequest,
        response: { 204: z.null(), 400: errorReply },
      },
    },
    async (request, reply) => {
      await logOut(ctx, request.body.refresh)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/user/password/reset/',
    {
      config: perIp,
      schema: {
        tags: ['auth'],
        summary:
          'Mail a single-use password reset link; the reply is the same whether or not the e-mail has an account',
        body: passwordResetRequest,
        response: { 202: detailReply, 400: errorReply, 429: errorReply, 503: errorReply },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(ctx, request.body.email, `${request.protocol}://${request.host}`)
      return reply.code(202).send({ detail: RESET_SENT })
    },
  )

  app.post(
    '/user/password/reset/confirm/',
    {
      config: perIp,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token from the reset link; every session ends',
        body: passwordResetConfirmRequest,
        response: { 200: detailReply, 400: errorReply, 429: errorReply },
      },
    },
    async (request) => {
      await confirmPasswordReset(ctx, request.body.token, request.body.password)
      return { detail: RESET_DONE }
    },
  )

  app.post(
    '/user/google/',
    {
      config: perIp,
      schema: {
        tags: ['auth'],
        summary: 'Log in with a Google access token',
        body: googleRequest,
        response: { 200: tokenReply, 400: errorReply, 401: errorReply, 403: errorReply, 503: errorReply },
      },
    },
    (request) => signInWithGoogle(ctx, request.body.access_token),
  )

  app.post(
    '/user/register/',
    {
      config: perIp,
      schema: {
        tags: ['auth'],
        summary: 'Create an account (only when REGISTRATION_ENABLED is true)',
        body: registerRequest,
        response: { 201: tokenReply, 400: errorReply, 403: errorReply, 409: errorReply },
      },
    },
    async (request, reply) => reply.code(201).send(await register(ctx, request.body)),
  )

  app.get(
    '/user/me/',
    {
      preHandler: requireUser(ctx),
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: meReply, 401: errorReply },
      },
    },
    async (request) => {
      const user = await usersRepository.findById(ctx.db, request.userId)
      if (!user) throw new AppError('unauthorized', 'This account no longer exists.')
      return {
        name: user.name,
        email: user.email,
        credits: user.balance,
        is_credit_exempt: user.isCreditExempt,
        two_factor_enabled: user.totpSecret !== null,
        has_password: user.passwordHash !== null,
      }
    },
  )
}
