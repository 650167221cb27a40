import { z } from 'zod'

export const transactionStatus = z.enum(['SUCCESS', 'PENDING', 'FAILED'])

export const transactionReply = z.object({
  status: transactionStatus,
  amount: z.string(),
  currency: z.string(),
  created_at: z.string(),
  payment_reference: z.string(),
  credit_package_details: z.object({
    name: z.string(),
    credit_amount: z.number().int(),
    features: z.array(z.string()),
  }),
})
export type TransactionReply = z.infer<typeof transactionReply>
