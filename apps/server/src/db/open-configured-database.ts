import type { Config } from '../config.ts'
import { type OpenDatabase, openDatabase } from './open-database.ts'
import { seedPackages } from './seed.ts'

/** The database the configuration names (PostgreSQL via DATABASE_URL, else PGlite in DATA_DIR), migrated and seeded. */
export async function openConfiguredDatabase(config: Config): Promise<OpenDatabase> {
  const opened = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  )
  await seedPackages(opened.db)
  return opened
}
