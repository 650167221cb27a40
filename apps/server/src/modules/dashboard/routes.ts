import { dashboardReply, errorReply, templateUsageList } from '@tailor/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../context.ts'
import { requireUser } from '../../plugins/require-user.ts'
import { listTemplateUsage, requireDashboard } from './service.ts'

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

  app.get(
    '/dashboard/templates/',
    {
      preHandler: requireUser(ctx),
      schema: {
        tags: ['dashboard'],
        summary: 'The templates your analyses use, with how many and when last used (newest first)',
        security: [{ bearer: [] }],
        response: { 200: templateUsageList, 401: errorReply },
      },
    },
    (request) => listTemplateUsage(ctx, request.userId),
  )
}
