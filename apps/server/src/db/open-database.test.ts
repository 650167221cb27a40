import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type SQL, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { type OpenDatabase, openDatabase } from './open-database.ts'
import { users } from './schema.ts'

const rows = async (opened: OpenDatabase, query: SQL) =>
  ((await opened.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows

describe('openDatabase (embedded PGlite in its own thread)', () => {
  it('migrates, keeps data across restarts and rolls back a failed transaction', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tailor-db-'))
    const first = await openDatabase({ kind: 'pglite', dataDir })
    expect(first.kind).toBe('pglite')
    await first.db.insert(users).values({ email: 'kept@example.com', name: 'Kept', passwordHash: 'x' })
    await expect(
      first.db.transaction(async (tx) => {
        await tx.insert(users).values({ email: 'lost@example.com', name: 'Lost', passwordHash: 'x' })
        await tx.execute(sql`select 1 / 0`)
      }),
    ).rejects.toMatchObject({ cause: { message: 'division by zero' } })
    // Many requests at once share the one session in turn, and each gets its own answer.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => rows(first, sql`select ${i}::int + 1 as n`).then((r) => r[0]?.n)),
    )
    expect(answers).toEqual(Array.from({ length: 40 }, (_, i) => i + 1))
    await first.close()
    expect(existsSync(join(dataDir, 'tailor.lock'))).toBe(false)

    const second = await openDatabase({ kind: 'pglite', dataDir })
    const emails = await rows(second, sql`select email from users order by email`)
    expect(emails.map((r) => r.email)).toEqual(['kept@example.com'])
    await second.close()
  }, 180_000)

  it('leaves the request thread free while a slow query runs', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tailor-db-'))
    const opened = await openDatabase({ kind: 'pglite', dataDir })
    let ticks = 0
    const timer = setInterval(() => ticks++, 5)
    let ticksWhileRunning = -1
    const slow = rows(opened, sql`select count(*) as n from generate_series(1, 1000000)`).then((r) => {
      ticksWhileRunning = ticks
      return r
    })
    expect((await slow)[0]?.n).toBe('1000000')
    clearInterval(timer)
    // In-process PGlite would block the event loop for the whole query: not one timer tick.
    expect(ticksWhileRunning).toBeGreaterThan(3)
    await opened.close()
  }, 180_000)
})
