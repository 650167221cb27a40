import type { Executor } from '../../db/database.ts'
import { AppError } from '../../lib/app-error.ts'
import { creditsRepository, pendingKey } from './repository.ts'

export const INSUFFICIENT_CREDITS =
  'You have no credits left. Each resume analysis or cover letter uses 1 credit; add credits to continue.'

type Purpose = { reason: string; reference?: string; idempotencyKey?: string }

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
  purpose: Purpose,
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

/** Settles the credit taken for an operation; called in the transaction that stores the paid-for record. */
export type Settle = (tx: Executor) => Promise<void>

const SETTLED_ELSEWHERE = 'This request took too long and its credit was given back. Please try again.'

/**
 * Pays for work before it starts: takes one credit (402 when there is none, before any upload is read or
 * stored), runs the work and gives the credit back if it fails. The debit stays pending until the work calls
 * `settle` in the transaction that stores its record, so a process that dies mid-work leaves a pending debit
 * that refundUnfinishedWork returns at the next start, and never both a record and a refund.
 */
export async function payForWork<T>(
  db: Executor,
  user: { id: string; isCreditExempt: boolean },
  reason: string,
  work: (operation: string, settle: Settle, balance: number | null) => Promise<T>,
): Promise<T> {
  const operation = crypto.randomUUID()
  if (user.isCreditExempt) return work(operation, async () => {}, null)
  const balance = await debitCredits(db, user.id, 1, {
    reason,
    reference: operation,
    idempotencyKey: pendingKey(operation),
  })
  const settle: Settle = async (tx) => {
    if (!(await creditsRepository.settleDebit(tx, operation)))
      throw new AppError('unavailable', SETTLED_ELSEWHERE)
  }
  try {
    return await work(operation, settle, balance)
  } catch (error) {
    await refundPending(db, user.id, operation)
    throw error
  }
}

/** Gives back an unsettled debit once; false when it was settled or refunded meanwhile. */
function refundPending(db: Executor, userId: string, operation: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await creditsRepository.settleDebit(tx, operation))) return false
    await refundCredits(tx, userId, 1, operation)
    return true
  })
}

/** Refunds paid operations a dead process left pending; `olderThanMs` keeps it clear of work still running. */
export async function refundUnfinishedWork(db: Executor, olderThanMs = 60 * 60 * 1000): Promise<number> {
  const pending = await creditsRepository.findPendingDebits(db, new Date(Date.now() - olderThanMs))
  let refunded = 0
  for (const { userId, operation } of pending) if (await refundPending(db, userId, operation)) refunded++
  return refunded
}

export async function requireBalance(db: Executor, userId: string): Promise<number> {
  const balance = await creditsRepository.findBalance(db, userId)
  if (balance === null) throw new AppError('not_found', 'User not found.')
  return balance
}
