import { balanceReply, type CreditPackage, creditPackageList, errorReply } from '@tailor/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../context.ts'
import { requireUser } from '../../plugins/require-user.ts'
import { type CreditPackageRow, creditsRepository } from './repository.ts'
import { requireBalance } from './service.ts'

export const toCreditPackage = (row: CreditPackageRow): CreditPackage => ({
  uuid: row.id,
  name: row.name,
  description: row.description,
  price: row.price,
  credit_amount: row.creditAmount,
  package_type: row.packageType,
  is_active: row.isActive,
  is_popular: row.isPopular,
  features: row.features,
})

export const creditsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/credits/balance/',
    {
      preHandler: requireUser(ctx),
      schema: {
        tags: ['credits'],
        summary: 'Credit balance of the signed-in user',
        security: [{ bearer: [] }],
        response: { 200: balanceReply, 401: errorReply },
      },
    },
    async (request) => ({ balance: await requireBalance(ctx.db, request.userId) }),
  )

  app.get(
    '/credits/packages/',
    {
      schema: {
        tags: ['credits'],
        summary: 'Active subscription plans and one-time credit packages (public)',
        response: { 200: creditPackageList },
      },
    },
    async () => {
      const rows = await creditsRepository.listActivePackages(ctx.db)
      return { count: rows.length, results: rows.map(toCreditPackage) }
    },
  )
}
