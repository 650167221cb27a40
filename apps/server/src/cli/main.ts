import { parseArgs } from 'node:util'
import { loadConfig } from '../config.ts'
import { openConfiguredDatabase } from '../db/open-configured-database.ts'
import { AppError } from '../lib/app-error.ts'
import { resetTwoFactor } from '../modules/auth/two-factor.ts'
import { grantCredits } from '../modules/credits/service.ts'
import { recordPayment } from '../modules/payments/service.ts'
import { usersRepository } from '../modules/users/repository.ts'
import { createAccount } from '../modules/users/service.ts'

// Admin commands against the configured database: npm run cli -- <command> --flag value

const usage = `Usage: npm run cli -- <command> [options]
  user:create     --email E --password P [--name N] [--credits C] [--exempt]
  credits:grant   --email E --amount N
  payment:record  --email E --package NAME --reference REF --status SUCCESS|PENDING|FAILED
  user:2fa-reset  --email E   (turns two-factor sign-in off, for a user who lost the phone and the codes)`

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
    credits: { type: 'string' },
    exempt: { type: 'boolean', default: false },
    amount: { type: 'string' },
    package: { type: 'string' },
    reference: { type: 'string' },
    status: { type: 'string' },
  },
})

function required(name: keyof typeof values): string {
  const value = values[name]
  if (typeof value !== 'string' || !value) throw new AppError('invalid', `--${name} is required.`)
  return value
}

function wholeNumber(name: keyof typeof values, min: number): number {
  const value = Number(required(name))
  if (!Number.isInteger(value) || value < min)
    throw new AppError('invalid', `--${name} must be a whole number ≥ ${min}.`)
  return value
}

const commands: Record<
  string,
  (db: Awaited<ReturnType<typeof openConfiguredDatabase>>['db']) => Promise<string>
> = {
  async 'user:create'(db) {
    const user = await createAccount(db, {
      email: required('email'),
      password: required('password'),
      name: values.name,
      credits: values.credits === undefined ? 0 : wholeNumber('credits', 0),
      isCreditExempt: values.exempt,
      creditReason: 'admin grant',
    })
    return `Created ${user.email} with ${user.balance} credits${user.isCreditExempt ? ' (credit-exempt)' : ''}.`
  },
  async 'credits:grant'(db) {
    const user = await usersRepository.findByEmail(db, required('email'))
    if (!user) throw new AppError('not_found', `No user with email ${values.email}.`)
    const balance = await grantCredits(db, user.id, wholeNumber('amount', 1), { reason: 'admin grant' })
    return `${user.email} now has ${balance} credits.`
  },
  async 'user:2fa-reset'(db) {
    const user = await usersRepository.findByEmail(db, required('email'))
    if (!user) throw new AppError('not_found', `No user with email ${values.email}.`)
    await resetTwoFactor(db, user.id)
    return `Two-factor sign-in is off for ${user.email}; they can sign in with the password and set it up again.`
  },
  async 'payment:record'(db) {
    const status = required('status').toUpperCase()
    if (status !== 'SUCCESS' && status !== 'PENDING' && status !== 'FAILED') {
      throw new AppError('invalid', '--status must be SUCCESS, PENDING or FAILED.')
    }
    const { transaction, balance } = await recordPayment(db, {
      email: required('email'),
      packageName: required('package'),
      reference: required('reference'),
      status,
    })
    return `Payment ${transaction.paymentReference} is ${transaction.status}; balance ${balance} credits.`
  },
}

const run = commands[positionals[0] ?? '']
if (!run) {
  console.error(usage)
  process.exit(2)
}
// Configuration and database problems (a bad setting, a data folder in use) are one line, no stack trace.
const database = await Promise.resolve()
  .then(() => openConfiguredDatabase(loadConfig()))
  .catch((error: unknown) => {
    console.error(`Error: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  })
try {
  console.log(await run(database.db))
} catch (error) {
  console.error(`Error: ${error instanceof AppError ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  await database.close()
}
