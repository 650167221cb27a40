import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database.ts'
import { users } from '../../db/schema.ts'

export type User = typeof users.$inferSelect
export type NewUser = { email: string; name: string; passwordHash: string | null; isCreditExempt?: boolean }

export const normalizeEmail = (email: string) => email.trim().toLowerCase()

export const usersRepository = {
  async findById(db: Executor, id: string): Promise<User | null> {
    const [row] = await db.select().from(users).where(eq(users.id, id))
    return row ?? null
  },

  async findByEmail(db: Executor, email: string): Promise<User | null> {
    const [row] = await db
      .select()
      .from(users)
      .where(eq(users.email, normalizeEmail(email)))
    return row ?? null
  },

  /** Inserts a user; returns null when the email is taken. */
  async insert(db: Executor, user: NewUser): Promise<User | null> {
    const [row] = await db
      .insert(users)
      .values({ ...user, email: normalizeEmail(user.email) })
      .onConflictDoNothing({ target: users.email })
      .returning()
    return row ?? null
  },

  async count(db: Executor): Promise<number> {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users)
    return row?.n ?? 0
  },

  async update(
    db: Executor,
    id: string,
    changes: Partial<Pick<User, 'name' | 'email' | 'passwordHash' | 'totpSecret' | 'totpPendingSecret'>>,
  ): Promise<User | null> {
    const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning()
    return row ?? null
  },
}
