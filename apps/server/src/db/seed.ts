import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import type { Config } from '../config.ts'
import packages from '../modules/credits/packages.json' with { type: 'json' }
import { creditsRepository } from '../modules/credits/repository.ts'
import { usersRepository } from '../modules/users/repository.ts'
import { createAccount } from '../modules/users/service.ts'
import type { Database, Executor } from './database.ts'
import { STARTUP_LOCK } from './open-database.ts'
import { appSettings } from './schema.ts'

const DEMO_EMAIL = 'demo@tailor.local'
const DEMO_CREDITS = 25

/** Makes the package catalogue match packages.json (by name), so prices and features ship with the code. */
export async function seedPackages(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await holdStartupLock(tx)
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

/** Instances seeding one database at once take turns until their transaction ends. */
const holdStartupLock = (tx: Executor) => tx.execute(sql`select pg_advisory_xact_lock(${STARTUP_LOCK})`)

const DEMO_PASSWORD_KEY = 'demo_password'

export type DemoAccount = { email: string; password: string | null }

/**
 * Ensures the demo account exists and returns its credentials. The password is random per installation and
 * stored once in the database, so every instance and every start prints the same one and none resets it.
 * Installations from before kept it in DATA_DIR/demo-account.json; that one is adopted. A demo account whose
 * password is known nowhere keeps it (password null): it may have been changed on purpose.
 */
export async function seedDemoAccount(db: Database, config: Config): Promise<DemoAccount> {
  return db.transaction(async (tx) => {
    await holdStartupLock(tx)
    const [stored] = await tx.select().from(appSettings).where(eq(appSettings.key, DEMO_PASSWORD_KEY))
    if (stored) return { email: DEMO_EMAIL, password: stored.value }
    const file = join(config.dataDir, 'demo-account.json')
    const legacy = existsSync(file)
      ? ((JSON.parse(readFileSync(file, 'utf8')) as { password?: string }).password ?? null)
      : null
    const user = await usersRepository.findByEmail(tx, DEMO_EMAIL)
    if (user && !legacy) return { email: DEMO_EMAIL, password: null }
    const password = legacy ?? `demo-${randomBytes(6).toString('base64url')}`
    if (!user) {
      await createAccount(tx, {
        email: DEMO_EMAIL,
        password,
        name: 'Demo User',
        credits: DEMO_CREDITS,
        creditReason: 'demo credits',
      })
    }
    await tx.insert(appSettings).values({ key: DEMO_PASSWORD_KEY, value: password })
    return { email: DEMO_EMAIL, password }
  })
}
