import { execFileSync } from 'node:child_process'
import { accounts, payer, payments } from './fixtures.ts'

// Creates the test accounts and payments through the admin CLI. It must run before the server
// starts: the embedded database (PGlite) allows one process per data folder.
export function seedThroughCli(dataDir: string): void {
  const cli = (...args: string[]) =>
    execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/main.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'inherit', 'inherit'],
    })
  for (const account of accounts) {
    cli(
      'user:create',
      '--email',
      account.email,
      '--password',
      account.password,
      '--name',
      account.name,
      '--credits',
      String(account.credits),
    )
  }
  for (const payment of payments) {
    cli(
      'payment:record',
      '--email',
      payer.email,
      '--package',
      payment.packageName,
      '--reference',
      payment.reference,
      '--status',
      payment.status,
    )
  }
}
