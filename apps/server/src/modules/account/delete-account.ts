import type { AppContext } from '../../context.ts'
import { accountRepository } from './repository.ts'
import { requireAccount, requirePassword } from './service.ts'

/**
 * Deletes an account after the password is re-entered: the user row goes and the database cascades to every
 * record of it, credit-ledger and payment rows are kept with the user cleared (bookkeeping), then the stored
 * files go from local storage or S3. A file that fails to delete is logged; local leftovers are swept later.
 */
export async function deleteAccount(ctx: AppContext, userId: string, password: string): Promise<void> {
  const user = await requireAccount(ctx, userId)
  await requirePassword(user, password)
  const { resumes = [] } = await accountRepository.findAllRows(ctx.db, userId)
  await accountRepository.deleteUser(ctx.db, userId)
  for (const resume of resumes) {
    const key = String(resume.storageKey)
    await ctx.storage
      .delete(key)
      .catch((err: unknown) => ctx.log.error({ err, key }, 'stored file not deleted'))
  }
}
