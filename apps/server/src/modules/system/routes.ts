import { appConfigReply, errorReply } from '@tailor/contracts'
import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { AppError } from '../../lib/app-error.ts'

const status = z.object({ status: z.string() })

/** Health probes (outside /api/v1) for load balancers and orchestrators. */
export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const hide = { hide: true }
  app.get('/healthz', { schema: { ...hide, response: { 200: status } } }, async () => ({ status: 'ok' }))
  app.get('/readyz', { schema: { ...hide, response: { 200: status, 503: errorReply } } }, async () => {
    try {
      await ctx.db.execute(sql`select 1`)
    } catch {
      throw new AppError('unavailable', 'The database is not reachable.')
    }
    try {
      await ctx.counters.check()
    } catch {
      throw new AppError('unavailable', 'Redis is not reachable.')
    }
    return { status: 'ready' }
  })
}

export const configRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/config/',
    {
      schema: {
        tags: ['system'],
        summary: 'Public settings for the web app',
        response: { 200: appConfigReply },
      },
    },
    async () => ({
      registration_enabled: ctx.config.registrationEnabled,
      payments_enabled: ctx.config.paymentsEnabled,
      google_client_id: ctx.config.googleClientId,
      support_email: ctx.config.supportEmail,
      starter_credits: ctx.config.starterCredits,
      max_upload_bytes: ctx.config.upload.maxBytes,
      ai_model: ctx.llm?.model ?? null,
    }),
  )
}
