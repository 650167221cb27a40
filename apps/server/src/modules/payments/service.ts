import type { TransactionReply } from '@tailor/contracts'
import type { Executor } from '../../db/database.ts'
import { AppError } from '../../lib/app-error.ts'
import { creditsRepository } from '../credits/repository.ts'
import { grantCredits } from '../credits/service.ts'
import { usersRepository } from '../users/repository.ts'
import { paymentsRepository, type TransactionRow } from './repository.ts'

export const TRANSACTION_NOT_FOUND = 'Transaction not found.'

type Status = TransactionRow['status']

/**
 * Records a payment made outside the app (the admin CLI; later a provider webhook). A reference may move from
 * PENDING to SUCCESS or FAILED; the package's credits are added exactly once, when it first becomes SUCCESS.
 */
export function recordPayment(
  db: Executor,
  input: { email: string; packageName: string; reference: string; status: Status },
): Promise<{ transaction: TransactionRow; balance: number }> {
  return db.transaction(async (tx) => {
    const user = await usersRepository.findByEmail(tx, input.email)
    if (!user) throw new AppError('not_found', `No user with email ${input.email}.`)
    const pkg = await creditsRepository.findPackageByName(tx, input.packageName)
    if (!pkg) throw new AppError('not_found', `Unknown package "${input.packageName}".`)
    let transaction = await paymentsRepository.findByReference(tx, input.reference)
    if (transaction && (transaction.userId !== user.id || transaction.packageId !== pkg.id)) {
      throw new AppError('conflict', `Reference ${input.reference} already belongs to another payment.`)
    }
    if (!transaction) {
      transaction = await paymentsRepository.insert(tx, {
        userId: user.id,
        packageId: pkg.id,
        paymentReference: input.reference,
        status: input.status,
        amount: pkg.price,
        currency: pkg.currency,
      })
    } else if (transaction.status !== 'SUCCESS') {
      await paymentsRepository.setStatus(tx, transaction.id, input.status)
      transaction = { ...transaction, status: input.status }
    } else if (input.status !== 'SUCCESS') {
      throw new AppError(
        'conflict',
        `Payment ${input.reference} already succeeded; its status cannot change.`,
      )
    }
    const balance =
      transaction.status === 'SUCCESS'
        ? await grantCredits(tx, user.id, pkg.creditAmount, {
            reason: `purchase: ${pkg.name}`,
            reference: input.reference,
            idempotencyKey: `payment:${input.reference}`,
          })
        : user.balance
    return { transaction, balance }
  })
}

export async function requireOwnTransaction(
  db: Executor,
  userId: string,
  reference: string,
): Promise<TransactionReply> {
  const row = await paymentsRepository.findOwnWithPackage(db, userId, reference)
  if (!row) throw new AppError('not_found', TRANSACTION_NOT_FOUND)
  return {
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    created_at: row.createdAt.toISOString(),
    payment_reference: row.paymentReference,
    credit_package_details: {
      name: row.package.name,
      credit_amount: row.package.creditAmount,
      features: row.package.features,
    },
  }
}
