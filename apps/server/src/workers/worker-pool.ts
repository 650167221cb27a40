import type { ImportedPosting } from '@tailor/contracts'
import type { FetchedPosting } from '@tailor/engine'
import { Piscina } from 'piscina'
import type {
  ParsedUpload,
  ParseUploadTask,
  RateLetterTask,
  RenderedPdf,
  RenderLetterTask,
  RenderTask,
  TailoredResume,
  TailorTask,
  WriteLetterTask,
  WrittenLetter,
} from './worker-tasks.ts'

export type WorkerPool = ReturnType<typeof createWorkerPool>

export class TaskTimeoutError extends Error {
  override readonly name = 'TaskTimeoutError'
}

/** A pool of worker threads sized to the cores; a task over its time limit is cancelled and its thread replaced. */
export function createWorkerPool(options: { threads: number; memoryLimitMb?: number }) {
  const pool = new Piscina({
    filename: new URL('./worker-entry.mjs', import.meta.url).href,
    minThreads: 1,
    maxThreads: options.threads,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: options.memoryLimitMb ?? 768 },
  })

  async function run<T>(name: string, task: unknown, timeoutMs: number): Promise<T> {
    try {
      return (await pool.run(task, { name, signal: AbortSignal.timeout(timeoutMs) })) as T
    } catch (error) {
      if ((error as Error).name === 'AbortError' || (error as Error).name === 'TimeoutError') {
        throw new TaskTimeoutError(`${name} took longer than ${timeoutMs} ms`)
      }
      throw error
    }
  }

  return {
    parseUpload: (task: ParseUploadTask, timeoutMs: number) =>
      run<ParsedUpload>('parseUpload', task, timeoutMs),
    tailor: (task: TailorTask) => run<TailoredResume>('tailor', task, 30_000),
    renderResume: (task: RenderTask) => run<RenderedPdf>('renderResume', task, 30_000),
    writeLetter: (task: WriteLetterTask) => run<WrittenLetter>('writeLetter', task, 30_000),
    rateLetter: (task: RateLetterTask) => run<Omit<WrittenLetter, 'content'>>('rateLetter', task, 30_000),
    renderLetter: (task: RenderLetterTask) => run<RenderedPdf>('renderLetter', task, 30_000),
    readPosting: (task: FetchedPosting) => run<ImportedPosting | null>('readPosting', task, 10_000),
    close: () => pool.destroy(),
  }
}
