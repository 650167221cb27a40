import { dashboardReply, errorReply } from '@tailor/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../context.ts'
import { requireUser } from '../../plugins/require-user.ts'
import { requireDashboard } from './service.ts'

export const dashboardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/dashboard/',
    {
      preHandler: requireUser(ctx),
      schema: {
        tags: ['dashboard'],
        summary: 'Your figures: analyses, scores, downloads, cover letters, keyword coverage, upload formats',
        security: [{ bearer: [] }],
        response: { 200: dashboardReply, 401: errorReply },
      },
    },
    (request) => requireDashboard(ctx, request.userId),
  )
}
