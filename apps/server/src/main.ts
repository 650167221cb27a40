import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { createContext } from './context.ts'
import { openConfiguredDatabase } from './db/open-configured-database.ts'
import { seedDemoAccount } from './db/seed.ts'
import { recoverUnfinishedWork } from './recover-unfinished-work.ts'

// Configuration and database problems are the user's to fix: one clear line, no stack trace.
const fail = (error: unknown): never => {
  console.error(`Tailor could not start: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
const config = await Promise.resolve()
  .then(() => loadConfig())
  .catch(fail)
const database = await openConfiguredDatabase(config).catch(fail)
const ctx = createContext(config, database.db)
await ctx.counters.check().catch(fail)
const app = await buildApp(ctx)
app.addHook('onClose', async () => {
  await ctx.workers.close()
  await ctx.counters.close()
  await database.close()
})

await recoverUnfinishedWork(ctx)
const demo = config.seedDemo ? await seedDemoAccount(database.db, config).catch(fail) : null

let closing = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (closing) return
    closing = true
    app.log.info(`${signal} received, finishing in-flight requests`)
    const timer = setTimeout(() => process.exit(1), 10_000).unref()
    await app.close()
    clearTimeout(timer)
    process.exit(0)
  })
}

await app.listen({ host: config.host, port: config.port })
const url = `http://localhost:${(app.server.address() as { port: number }).port}`
const lines = [
  '',
  `  Tailor is running at ${url}`,
  `  Database: ${database.kind === 'pglite' ? `embedded PostgreSQL (PGlite) in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  `  API docs: ${url}/api/docs`,
  demo ? `  Demo account: ${demo.email} / ${demo.password ?? '(password set earlier)'}` : '',
  '',
]
console.log(lines.filter((l, i) => l || i === 0 || i === lines.length - 1).join('\n'))
