import type { Executor } from '../../db/database.ts'
import { AppError } from '../../lib/app-error.ts'
import { hashPassword, MIN_PASSWORD_LENGTH } from '../auth/passwords.ts'
import { grantCredits } from '../credits/service.ts'
import { type User, usersRepository } from './repository.ts'

export type NewAccount = {
  email: string
  /** null for accounts that only sign in through Google. */
  password: string | null
  name?: string
  credits?: number
  isCreditExempt?: boolean
  creditReason?: string
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Creates an account with its opening credits, or throws invalid / conflict with a message for the user. */
export async function createAccount(db: Executor, account: NewAccount): Promise<User> {
  const email = account.email.trim()
  if (!EMAIL.test(email)) throw new AppError('invalid', 'Enter a valid email address.')
  if (account.password !== null && account.password.length < MIN_PASSWORD_LENGTH) {
    throw new AppError('invalid', `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`)
  }
  const passwordHash = account.password === null ? null : await hashPassword(account.password)
  return db.transaction(async (tx) => {
    const user = await usersRepository.insert(tx, {
      email,
      name: account.name?.trim() || email.split('@')[0]!,
      passwordHash,
      isCreditExempt: account.isCreditExempt ?? false,
    })
    if (!user) throw new AppError('conflict', 'An account with this email already exists.')
    const credits = account.credits ?? 0
    if (credits > 0) {
      const balance = await grantCredits(tx, user.id, credits, {
        reason: account.creditReason ?? 'starter credits',
      })
      return { ...user, balance }
    }
    return user
  })
}
