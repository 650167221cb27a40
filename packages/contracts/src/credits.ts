import { z } from 'zod'
import { listOf } from './common.ts'

export const balanceReply = z.object({ balance: z.number().int() })
export type BalanceReply = z.infer<typeof balanceReply>

export const packageType = z.enum(['SUBSCRIPTION', 'ONE_TIME'])

export const creditPackage = z.object({
  uuid: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.string().describe('decimal string, e.g. "19.00"'),
  credit_amount: z.number().int(),
  package_type: packageType,
  is_active: z.boolean(),
  is_popular: z.boolean(),
  features: z.array(z.string()),
})
export type CreditPackage = z.infer<typeof creditPackage>

export const creditPackageList = listOf(creditPackage)
export type CreditPackageList = z.infer<typeof creditPackageList>
