import { errorReply, transactionReply } from '@tailor/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { requireUser } from '../../plugins/require-user.ts'
import { requireOwnTransaction } from './service.ts'

export const paymentsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/transactions/verify/:reference/',
    {
      preHandler: requireUser(ctx),
      schema: {
        tags: ['payments'],
        summary: 'Status of one of your payments by its reference',
        security: [{ bearer: [] }],
        params: z.object({ reference: z.string().min(1).max(200) }),
        response: { 200: transactionReply, 401: errorReply, 404: errorReply },
      },
    },
    (request) => requireOwnTransaction(ctx.db, request.userId, request.params.reference),
  )
}
