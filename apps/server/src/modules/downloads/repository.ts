import type { Executor } from '../../db/database.ts'
import { downloads } from '../../db/schema.ts'

/** Every PDF a user downloads is counted, for the dashboard's Downloads figure. */
export const downloadsRepository = {
  async record(
    db: Executor,
    userId: string,
    kind: 'resume' | 'cover_letter',
    subjectId: string,
  ): Promise<void> {
    await db.insert(downloads).values({ userId, kind, subjectId })
  },
}
