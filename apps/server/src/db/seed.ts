import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Config } from '../config.ts'
import { hashPassword } from '../modules/auth/passwords.ts'
import packages from '../modules/credits/packages.json' with { type: 'json' }
import { creditsRepository } from '../modules/credits/repository.ts'
import { usersRepository } from '../modules/users/repository.ts'
import { createAccount } from '../modules/users/service.ts'
import type { Database } from './database.ts'

const DEMO_EMAIL = 'demo@tailor.local'
const DEMO_CREDITS = 25

/** Makes the package catalogue match packages.json (by name), so prices and features ship with the code. */
export async function seedPackages(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [sortOrder, pkg] of packages.entries()) {
      await creditsRepository.upsertPackage(tx, {
        ...pkg,
        packageType: pkg.packageType as 'SUBSCRIPTION' | 'ONE_TIME',
        sortOrder,
        isActive: true,
      })
    }
  })
}

/**
 * Ensures the demo account exists and returns its credentials. The password is random per installation and
 * kept in DATA_DIR so every start prints the same one.
 */
export async function seedDemoAccount(
  db: Database,
  config: Config,
): Promise<{ email: string; password: string }> {
  const file = join(config.dataDir, 'demo-account.json')
  const saved = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { password?: string }) : {}
  const password = saved.password ?? `demo-${randomBytes(6).toString('base64url')}`
  const user = await usersRepository.findByEmail(db, DEMO_EMAIL)
  if (!user) {
    await createAccount(db, {
      email: DEMO_EMAIL,
      password,
      name: 'Demo User',
      credits: DEMO_CREDITS,
      creditReason: 'demo credits',
    })
  } else if (!saved.password) {
    await usersRepository.setPasswordHash(db, user.id, await hashPassword(password))
  }
  if (!saved.password) writeFileSync(file, JSON.stringify({ email: DEMO_EMAIL, password }), { mode: 0o600 })
  return { email: DEMO_EMAIL, password }
}
