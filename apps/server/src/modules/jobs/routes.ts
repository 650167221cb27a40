import { errorReply, jobImportReply, jobImportRequest } from '@tailor/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../context.ts'
import { AppError } from '../../lib/app-error.ts'
import { requireUser } from '../../plugins/require-user.ts'
import { importPosting } from './service.ts'

export const jobsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/jobs/import/',
    {
      preHandler: requireUser(ctx),
      schema: {
        tags: ['jobs'],
        summary: 'Read a job posting from its link (free)',
        description:
          'Fetches the link server-side (public addresses only, 3 redirects, 10 s, 2 MB) and reads the posting ' +
          'from its JSON-LD, an applicant-tracking system’s public API, or the page’s main content.',
        security: [{ bearer: [] }],
        body: jobImportRequest,
        response: { 200: jobImportReply, 400: errorReply, 401: errorReply, 422: errorReply, 429: errorReply },
      },
    },
    async (request) => {
      // Each import makes the server fetch a page: one account must not turn it into a crawler. The count is
      // shared by every instance (Redis when configured).
      const used = await ctx.counters.increment(`job-import:${request.userId}`, 60_000)
      if (used.count > ctx.config.jobImport.ratePerMinute) {
        throw new AppError(
          'rate_limited',
          'Too many job links at once. Please wait a minute and try again.',
          used.retryAfterSeconds,
        )
      }
      return importPosting(ctx, request.userId, request.body.url)
    },
  )
}
