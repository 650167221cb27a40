import type { AppContext } from './context.ts'
import { refundUnfinishedWork } from './modules/credits/service.ts'
import { resumesRepository } from './modules/resumes/repository.ts'
import { localFilesRoot } from './storage/create-file-storage.ts'
import { sweepLocalFiles } from './storage/sweep-local-files.ts'

// Paid work and uploads finish within minutes (every task has a time limit); an hour leaves a wide margin for
// other instances still working.
const UNFINISHED_AFTER_MS = 60 * 60 * 1000

/**
 * Run at start-up: gives back credits taken for requests a dead process never finished, and deletes local
 * uploads no record references. With S3 the bucket's lifecycle rules are the place for the latter.
 */
export async function recoverUnfinishedWork(ctx: AppContext, olderThanMs = UNFINISHED_AFTER_MS) {
  const refunded = await refundUnfinishedWork(ctx.db, olderThanMs)
  const deleted = ctx.config.s3
    ? 0
    : await sweepLocalFiles(
        localFilesRoot(ctx.config),
        new Set(await resumesRepository.listStorageKeys(ctx.db)),
        olderThanMs,
      )
  if (refunded || deleted)
    ctx.log.info({ refunded, deleted }, 'recovered work a previous run left unfinished')
  return { refunded, deleted }
}
