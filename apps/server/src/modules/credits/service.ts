import type { Executor } from '../../db/database.ts'
import { AppError } from '../../lib/app-error.ts'
import { creditsRepository } from './repository.ts'

export const INSUFFICIENT_CREDITS =
  'You have no credits left. Each resume analysis or cover letter uses 1 credit; add credits to continue.'

type Purpose = { reason: string; reference?: string }

/**
 * Takes `amount` credits, or throws payment_required. Balance and ledger change in one transaction,
 * and the conditional update keeps the balance exact under concurrent debits.
 */
export function debitCredits(
  db: Executor,
  userId: string,
  amount: number,
  purpose: Purpose,
): Promise<number> {
  return db.transaction(async (tx) => {
    const balance = await creditsRepository.addToBalance(tx, userId, -amount)
    if (balance === null) throw new AppError('payment_required', INSUFFICIENT_CREDITS)
    await creditsRepository.insertLedgerEntry(tx, { userId, delta: -amount, ...purpose })
    return balance
  })
}

/**
 * Adds credits once per idempotency key (a payment reference, a refunded operation); returns the balance.
 * A repeated key changes nothing.
 */
export function grantCredits(
  db: Executor,
  userId: string,
  amount: number,
  purpose: Purpose & { idempotencyKey?: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const inserted = await creditsRepository.insertLedgerEntry(tx, { userId, delta: amount, ...purpose })
    const balance = inserted
      ? await creditsRepository.addToBalance(tx, userId, amount)
      : await creditsRepository.findBalance(tx, userId)
    if (balance === null) throw new AppError('not_found', 'User not found.')
    return balance
  })
}

/** Gives back a debited credit when the paid operation failed; safe to call twice for one operation. */
export function refundCredits(
  db: Executor,
  userId: string,
  amount: number,
  operation: string,
): Promise<number> {
  return grantCredits(db, userId, amount, {
    reason: 'refund',
    reference: operation,
    idempotencyKey: `refund:${operation}`,
  })
}

export async function requireBalance(db: Executor, userId: string): Promise<number> {
  const balance = await creditsRepository.findBalance(db, userId)
  if (balance === null) throw new AppError('not_found', 'User not found.')
  return balance
}
